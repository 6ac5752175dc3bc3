import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../src/api/http'
import type { ApiKey, ApiKeyCreate, ApiKeyCreated } from '../../src/api/types/apiKeys'
import { apiKeysMachine } from '../../src/machines/api-keys/apiKeysMachine'

const sampleKey = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: 1,
  name: 'Nightly export',
  prefix: 'cea_0a1b2c3d',
  access: 'read-only',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
})

function start(
  options: {
    keys?: ApiKey[]
    load?: () => Promise<{ keys: ApiKey[] }>
    create?: (input: ApiKeyCreate) => Promise<ApiKeyCreated>
    revoke?: (id: number) => Promise<{ key: ApiKey }>
  } = {},
) {
  const created: ApiKeyCreate[] = []
  const machine = apiKeysMachine.provide({
    actors: {
      loadKeys: fromPromise(options.load ?? (async () => ({ keys: options.keys ?? [] }))),
      createKey: fromPromise<ApiKeyCreated, ApiKeyCreate>(async ({ input }) => {
        created.push(input)
        if (options.create) return options.create(input)
        return {
          key: sampleKey({ id: 9, name: input.name, access: input.access }),
          secret: 'cea_0a1b2c3d_s',
        }
      }),
      revokeKey: fromPromise<{ key: ApiKey }, { id: number }>(async ({ input }) =>
        options.revoke
          ? options.revoke(input.id)
          : { key: sampleKey({ id: input.id, revokedAt: '2026-03-02T10:00:00.000Z' }) },
      ),
    },
  })
  return { actor: createActor(machine, { input: {} }).start(), created }
}

describe('apiKeysMachine', () => {
  it('loads the list: empty without keys, populated with them, error with a retry', async () => {
    const empty = start()
    await waitFor(empty.actor, (snapshot) => snapshot.hasTag('empty'))
    const populated = start({ keys: [sampleKey()] })
    await waitFor(populated.actor, (snapshot) => snapshot.hasTag('populated'))

    let calls = 0
    const failing = start({
      load: async () => {
        calls += 1
        if (calls === 1) throw new Error('offline')
        return { keys: [sampleKey()] }
      },
    })
    await waitFor(failing.actor, (snapshot) => snapshot.hasTag('error'))
    expect(failing.actor.getSnapshot().context.loadFailure).toEqual({ reason: 'unavailable' })
    failing.actor.send({ type: 'list.retry' })
    await waitFor(failing.actor, (snapshot) => snapshot.hasTag('populated'))
  })

  it('checks the draft first: field errors, nothing sent; a change clears its field’s error', async () => {
    const { actor, created } = start()
    await waitFor(actor, (snapshot) => snapshot.hasTag('empty'))
    actor.send({ type: 'draft.change', draft: { name: '   ' } })
    actor.send({ type: 'create.submit' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: { kind: 'required' } })
    expect(created).toEqual([])
    actor.send({ type: 'draft.change', draft: { name: 'CI' } })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({})
  })

  it('creates: the secret is shown once, the key heads the list, the empty list becomes populated', async () => {
    const { actor, created } = start()
    await waitFor(actor, (snapshot) => snapshot.hasTag('empty'))
    actor.send({
      type: 'draft.change',
      draft: { name: ' CI ', access: 'read-write', expiresInDays: null },
    })
    actor.send({ type: 'create.submit' })
    await waitFor(actor, (snapshot) => snapshot.hasTag('secretShown'))
    expect(created).toEqual([{ name: 'CI', access: 'read-write', expiresInDays: null }])
    const { context } = actor.getSnapshot()
    expect(context.created?.secret).toBe('cea_0a1b2c3d_s')
    expect(context.keys.map((key) => key.id)).toEqual([9])
    expect(actor.getSnapshot().hasTag('populated')).toBe(true)
    actor.send({ type: 'secret.dismiss' })
    expect(actor.getSnapshot().context.created).toBeNull()
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
  })

  it('shows the back end’s field errors of a 400 beside their fields', async () => {
    const { actor } = start({
      create: async () => {
        throw new ApiError(400, { message: 'Invalid', errors: { name: 'Taken' } }, 'Invalid')
      },
    })
    actor.send({ type: 'draft.change', draft: { name: 'CI' } })
    actor.send({ type: 'create.submit' })
    await waitFor(
      actor,
      (snapshot) =>
        snapshot.matches({ form: 'editing' }) &&
        Object.keys(snapshot.context.fieldErrors).length > 0,
    )
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      name: { kind: 'server', message: 'Taken' },
    })
    expect(actor.getSnapshot().context.draft.name).toBe('CI')
  })

  it('revokes only after confirming; cancel keeps the key; a failure stays in the dialog', async () => {
    let fail = true
    const { actor } = start({
      keys: [sampleKey()],
      revoke: async (id) => {
        if (fail) throw new Error('offline')
        return { key: sampleKey({ id, revokedAt: '2026-03-02T10:00:00.000Z' }) }
      },
    })
    await waitFor(actor, (snapshot) => snapshot.hasTag('populated'))
    actor.send({ type: 'revoke.ask', id: 1 })
    expect(actor.getSnapshot().context.revoking?.id).toBe(1)
    actor.send({ type: 'revoke.cancel' })
    expect(actor.getSnapshot().hasTag('confirmingRevoke')).toBe(false)

    actor.send({ type: 'revoke.ask', id: 1 })
    actor.send({ type: 'revoke.confirm' })
    await waitFor(actor, (snapshot) => snapshot.context.revokeFailure !== null)
    expect(actor.getSnapshot().matches({ revoke: 'confirming' })).toBe(true)
    fail = false
    actor.send({ type: 'revoke.confirm' })
    await waitFor(actor, (snapshot) => snapshot.matches({ revoke: 'idle' }))
    expect(actor.getSnapshot().context.keys[0]?.revokedAt).toBe('2026-03-02T10:00:00.000Z')
  })
})
