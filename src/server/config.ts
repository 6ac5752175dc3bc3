// The server's settings, from the environment and the command line. A production start
// (NODE_ENV=production) without JWT_SECRET refuses to run; development makes one up and says so.
import { randomBytes } from 'node:crypto'
import type { DatabaseLocation } from './db/connect'

export interface ServerConfig {
  host: string
  port: number
  database: DatabaseLocation
  /** `--reset`: the demo data is reseeded before the server answers. */
  reset: boolean
  /** Origins allowed to call from a browser (CORS); none by default. */
  allowedOrigins: readonly string[]
  jwtSecret: string
  /** Largest request body accepted, in bytes. */
  bodyLimitBytes: number
  /** Sign-in attempts allowed per client address in a minute. */
  loginAttemptsPerMinute: number
  /** A contact answers a chat message after this pause; 0: nobody answers. */
  chatReplyDelayMs: number
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (!Number.isFinite(value) || value < 0) throw new ConfigError(`${name} must be a number ≥ 0`)
  return value
}

function jwtSecretFrom(env: NodeJS.ProcessEnv, warn: (message: string) => void): string {
  const secret = env.JWT_SECRET ?? ''
  if (secret.length >= 32) return secret
  if (secret !== '') throw new ConfigError('JWT_SECRET must be at least 32 characters long')
  if (env.NODE_ENV === 'production')
    throw new ConfigError('JWT_SECRET is not set: a production server will not start without it')
  warn(
    'JWT_SECRET is not set: using a secret made up for this run (development only; tokens end with the process)',
  )
  return randomBytes(32).toString('base64url')
}

/** The data folder; `memory`: nothing kept on disk (tests). */
function pgliteDataDir(setting: string | undefined): string | undefined {
  if (setting === 'memory') return undefined
  return setting || '.data/pglite'
}

export function readConfig(
  env: NodeJS.ProcessEnv,
  args: readonly string[],
  warn: (message: string) => void,
): ServerConfig {
  const databaseUrl = env.DATABASE_URL ?? ''
  return {
    host: env.HOST ?? '127.0.0.1',
    port: numberFrom(env, 'PORT', 8787),
    database: databaseUrl
      ? { kind: 'postgres', connectionString: databaseUrl }
      : { kind: 'pglite', dataDir: pgliteDataDir(env.PGLITE_DATA_DIR) },
    reset: args.includes('--reset'),
    allowedOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    jwtSecret: jwtSecretFrom(env, warn),
    bodyLimitBytes: numberFrom(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    loginAttemptsPerMinute: numberFrom(env, 'LOGIN_ATTEMPTS_PER_MINUTE', 10),
    chatReplyDelayMs: numberFrom(env, 'CHAT_REPLY_DELAY_MS', 2000),
  }
}
