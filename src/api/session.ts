import type { UserData } from './types/auth'

/** SPEC §9 local storage names, plus the user data that restores the signed-in state. */
export const sessionStorageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userData: 'userData',
} as const

export interface StoredSession {
  accessToken: string
  refreshToken: string
  userData: UserData
}

/** Where the session lives: localStorage in the browser, a map in Node tests. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

function createMapStorage(): KeyValueStorage {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

function defaultStorage(): KeyValueStorage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage
  } catch {
    // storage blocked (private mode, sandboxed frame)
  }
  return createMapStorage()
}

let storage: KeyValueStorage = defaultStorage()

/** Tests give each case its own storage. */
export function setSessionStorage(next: KeyValueStorage = createMapStorage()): KeyValueStorage {
  storage = next
  return next
}

export function readAccessToken(): string | null {
  return storage.getItem(sessionStorageKeys.accessToken)
}

export function readRefreshToken(): string | null {
  return storage.getItem(sessionStorageKeys.refreshToken)
}

function isUserData(value: unknown): value is UserData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'email' in value &&
    'role' in value &&
    'ability' in value &&
    Array.isArray(value.ability)
  )
}

/** The stored session, or null when there is none or it is unreadable. */
export function readStoredSession(): StoredSession | null {
  const accessToken = readAccessToken()
  const refreshToken = readRefreshToken()
  const rawUser = storage.getItem(sessionStorageKeys.userData)
  if (!accessToken || !refreshToken || !rawUser) return null
  try {
    const userData: unknown = JSON.parse(rawUser)
    return isUserData(userData) ? { accessToken, refreshToken, userData } : null
  } catch {
    return null
  }
}

export function storeSession(session: StoredSession): void {
  storage.setItem(sessionStorageKeys.accessToken, session.accessToken)
  storage.setItem(sessionStorageKeys.refreshToken, session.refreshToken)
  storage.setItem(sessionStorageKeys.userData, JSON.stringify(session.userData))
}

export function clearStoredSession(): void {
  for (const key of Object.values(sessionStorageKeys)) storage.removeItem(key)
}
