import { HttpResponse } from 'msw'
import type { ApiKeyCreated, ApiKeyList } from '../../api/types/apiKeys'
import type { LoginUser } from '../../api/types/auth'
import { apiKeyCreateSchema } from '../../api/schemas/apiKeys'
import { apiKeysTable, newApiKeySecret, toApiKey } from '../auth/apiKeys'
import { tokenClockNow } from '../auth/tokens'
import { badRequest, notFound, unauthorized } from '../http/errors'
import { idParam, readFormJson } from '../http/input'
import { route } from '../http/route'

const dayMs = 24 * 60 * 60 * 1000

function ownerOf(user: LoginUser | undefined): LoginUser {
  if (!user) throw unauthorized('Sign in to manage API keys.')
  return user
}

function keyIdOf(value: string | readonly string[] | undefined): number {
  const parsed = idParam.safeParse(value)
  if (!parsed.success) throw badRequest('Invalid API key id: it must be a positive whole number.')
  return parsed.data
}

/** The signed-in account's API keys: list, create (the secret answered once), revoke. */
export const apiKeysHandlers = [
  route('get', '/api/api-keys', async ({ repo, user }) => {
    const owner = ownerOf(user)
    const { rows } = await repo.list(apiKeysTable, { where: { userId: owner.id } })
    const keys = rows.map(toApiKey).sort((left, right) => right.id - left.id)
    return { keys } satisfies ApiKeyList
  }),

  route('post', '/api/api-keys', async ({ request, repo, user }) => {
    const owner = ownerOf(user)
    const fields = await readFormJson(request, apiKeyCreateSchema)
    const { secret, prefix, secretHash } = await newApiKeySecret()
    const now = tokenClockNow()
    const days = fields.expiresInDays ?? null
    const stored = await repo.transaction(async (tx) =>
      tx.insert(apiKeysTable, {
        id: await tx.nextId(apiKeysTable),
        userId: owner.id,
        name: fields.name,
        prefix,
        secretHash,
        access: fields.access,
        createdAt: new Date(now).toISOString(),
        expiresAt: days === null ? null : new Date(now + days * dayMs).toISOString(),
        lastUsedAt: null,
        revokedAt: null,
      }),
    )
    const answer: ApiKeyCreated = { key: toApiKey(stored), secret }
    return HttpResponse.json(answer, { status: 201 })
  }),

  // Revoking keeps the row (the list shows it revoked); a revoked key answers 401 from then on.
  route('delete', '/api/api-keys/:id?', async ({ params, repo, user }) => {
    const owner = ownerOf(user)
    const id = keyIdOf(params.id)
    const revoked = await repo.transaction(async (tx) => {
      const stored = await tx.get(apiKeysTable, id)
      // Another account's key is as unknown as a missing one.
      if (!stored || stored.userId !== owner.id) throw notFound('No such API key.')
      if (stored.revokedAt) return stored
      return tx.update(apiKeysTable, {
        ...stored,
        revokedAt: new Date(tokenClockNow()).toISOString(),
      })
    })
    return { key: toApiKey(revoked) }
  }),
]
