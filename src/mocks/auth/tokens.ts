import { errors, jwtVerify, SignJWT } from 'jose'

/** SPEC §9: access and refresh tokens both live 10 minutes in the sample back end. */
export const accessTokenLifetimeSeconds = 10 * 60
export const refreshTokenLifetimeSeconds = 10 * 60

// A demo secret: the simulated back end runs in the browser, so nothing here is secret. The
// Node server sets its own from the environment (`setTokenSecret`).
let secret = new TextEncoder().encode('cea-dashboard-simulated-backend-hs256-demo-secret')

/** The server's signing secret (JWT_SECRET); tokens signed with another one are refused. */
export function setTokenSecret(text: string): void {
  secret = new TextEncoder().encode(text)
}
const issuer = 'cea-dashboard-simulated-backend'

let clock: () => number = () => Date.now()

/** Tests move time to expire tokens. */
export function setTokenClock(now: () => number): void {
  clock = now
}

/** The time tokens are judged by (the test clock when one is set). */
export const tokenClockNow = (): number => clock()

const nowSeconds = () => Math.floor(clock() / 1000)

export type TokenKind = 'access' | 'refresh'

export interface TokenClaims {
  userId: number
  kind: TokenKind
  /** Unique id of a refresh token, so a used one can be refused (rotation). */
  tokenId: string
  /** When the token stops being valid, in milliseconds since the epoch. */
  expiresAt: number
  /** The session (chain of refresh tokens) the token belongs to; absent on tokens made without one. */
  sessionId?: string
}

export async function signToken(
  userId: number,
  kind: TokenKind,
  sessionId?: string,
): Promise<{ token: string; tokenId: string }> {
  const tokenId = crypto.randomUUID()
  const issuedAt = nowSeconds()
  const lifetime = kind === 'access' ? accessTokenLifetimeSeconds : refreshTokenLifetimeSeconds
  const token = await new SignJWT(sessionId ? { kind, sid: sessionId } : { kind })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(issuer)
    .setJti(tokenId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetime)
    .sign(secret)
  return { token, tokenId }
}

/** The claims of a valid, unexpired token of the given kind; undefined for anything else. */
export async function verifyToken(
  token: string,
  kind: TokenKind,
): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer,
      algorithms: ['HS256'],
      currentDate: new Date(clock()),
    })
    const userId = Number(payload.sub)
    if (payload.kind !== kind || !Number.isInteger(userId) || typeof payload.jti !== 'string')
      return undefined
    const claims: TokenClaims = {
      userId,
      kind,
      tokenId: payload.jti,
      expiresAt: (payload.exp ?? 0) * 1000,
    }
    if (typeof payload.sid === 'string') claims.sessionId = payload.sid
    return claims
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined
    throw error
  }
}
