import { delay, http, HttpResponse, type PathParams } from 'msw'
import {
  type Access,
  accessForEndpoint,
  actionForMethod,
  type AppAbility,
  apiKeyLevelAbility,
  createApiKeyAbility,
  createAppAbility,
} from '../../api/access'
import type { ApiKeyAccess } from '../../api/types/apiKeys'
import type { LoginUser } from '../../api/types/auth'
import { accountsTable, endedSessionsTable } from '../auth/accounts'
import { isApiKeySecret, verifyApiKey } from '../auth/apiKeys'
import { verifyToken } from '../auth/tokens'
import { type Repository, SaveFailedError } from '../db/repository'
import { forbidden, HttpError, unauthorized } from './errors'
import { repositoryFor } from './hostRepository'

let latencyMs = 0

/** A small delay on every answer, so loading states are real in the app (0 in tests). */
export function setLatency(milliseconds: number): void {
  latencyMs = Math.max(0, milliseconds)
}

export interface RouteContext<Params extends PathParams = PathParams> {
  request: Request
  url: URL
  params: Params
  /** The repository port: how a handler reads and writes. */
  repo: Repository
  /** The signed-in caller; undefined only on public routes. */
  user: LoginUser | undefined
  /** The caller's session (the `sid` of the access token), when the token names one. */
  sessionId: string | undefined
  ability: AppAbility | undefined
}

type Resolver<Params extends PathParams> = (context: RouteContext<Params>) => unknown

const methods = {
  get: http.get,
  post: http.post,
  put: http.put,
  patch: http.patch,
  delete: http.delete,
}
type Method = keyof typeof methods

/**
 * The caller: an account, the level of the API key it called with (none for a session), and the
 * session its access token names.
 */
interface Caller {
  user: LoginUser
  keyAccess: ApiKeyAccess | undefined
  sessionId: string | undefined
}

async function authenticate(request: Request, repo: Repository): Promise<Caller> {
  const header = request.headers.get('Authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match?.[1]) throw unauthorized('Sign in to continue: this call needs a bearer access token.')
  const token = match[1]
  if (isApiKeySecret(token)) {
    const verdict = await verifyApiKey(repo, token)
    if (!verdict.ok) throw unauthorized(verdict.reason)
    const user = await repo.get(accountsTable, verdict.userId)
    if (!user) throw unauthorized('The API key belongs to no account.')
    if (user.deactivatedAt) throw unauthorized('This account has been deactivated.')
    return { user, keyAccess: verdict.access, sessionId: undefined }
  }
  const claims = await verifyToken(token, 'access')
  if (!claims) throw unauthorized('The access token is invalid or has expired.')
  const user = await repo.get(accountsTable, claims.userId)
  if (!user) throw unauthorized('The access token belongs to no account.')
  if (user.deactivatedAt) throw unauthorized('This account has been deactivated.')
  // A session signed out (here or from another session) is refused at once, not only at its
  // next refresh.
  const { sessionId } = claims
  if (sessionId && (await repo.get(endedSessionsTable, sessionId)))
    throw unauthorized('This session has been signed out.')
  return { user, keyAccess: undefined, sessionId }
}

function authorize(access: Access, method: string, caller: Caller, ability: AppAbility): void {
  if (access === 'public') return
  const action = actionForMethod(method)
  if (access === 'signedIn') {
    // Any account may make these calls; an API key still only within its level.
    if (caller.keyAccess && !apiKeyLevelAbility(caller.keyAccess).can(action, 'all')) {
      throw forbidden(`This API key (${caller.keyAccess}) is not allowed to ${action} data.`)
    }
    return
  }
  if (!ability.can(action, access)) {
    throw forbidden(
      `You are not allowed to ${action} ${access === 'all' ? 'this resource' : access} data.`,
    )
  }
}

function toResponse(result: unknown): Response {
  if (result instanceof Response) return result
  return result === undefined
    ? new HttpResponse(null, { status: 200 })
    : HttpResponse.json(result as object)
}

/**
 * One call of the contract: matched as `*${path}` (browser and msw/node alike),
 * with latency, bearer-token authentication, CASL authorization by the
 * endpoint map of `src/api/access.ts`, and every failure turned into an answer.
 */
export function route<Params extends PathParams = PathParams>(
  method: Method,
  path: string,
  resolve: Resolver<Params>,
) {
  const access = accessForEndpoint(path)
  return methods[method]<Params>(`*${path}`, async ({ request, params }) => {
    if (latencyMs > 0) await delay(latencyMs)
    // The host's repository for this request, handed to the handler: handlers never look it up.
    const repo = repositoryFor(request)
    try {
      let user: LoginUser | undefined
      let sessionId: string | undefined
      let ability: AppAbility | undefined
      if (access !== 'public') {
        const caller = await authenticate(request, repo)
        user = caller.user
        sessionId = caller.sessionId
        ability = caller.keyAccess
          ? createApiKeyAbility(user.ability, caller.keyAccess)
          : createAppAbility(user.ability)
        authorize(access, request.method, caller, ability)
      }
      return toResponse(
        await resolve({
          request,
          url: new URL(request.url),
          params,
          repo,
          user,
          sessionId,
          ability,
        }),
      )
    } catch (error) {
      if (error instanceof HttpError) return error.toResponse()
      if (error instanceof SaveFailedError) {
        console.error(`The simulated back end could not save ${request.method} ${path}`, error)
        return HttpResponse.json(
          { message: 'The change could not be saved, so nothing was changed. Try again.' },
          { status: 503 },
        )
      }
      console.error(`The simulated back end failed on ${request.method} ${path}`, error)
      return HttpResponse.json(
        { message: 'The simulated back end failed; nothing was saved.' },
        { status: 500 },
      )
    }
  })
}
