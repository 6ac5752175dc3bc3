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

function defaultTabStorage(): KeyValueStorage {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage
  } catch {
    // storage blocked
  }
  return createMapStorage()
}

/** "Remember me": localStorage keeps the session; without it, the tab's sessionStorage does. */
let rememberedStorage: KeyValueStorage = defaultStorage()
let tabStorage: KeyValueStorage = defaultTabStorage()

/** Tests give each case its own storages. */
export function setSessionStorage(
  next: KeyValueStorage = createMapStorage(),
  nextTab: KeyValueStorage = createMapStorage(),
): KeyValueStorage {
  rememberedStorage = next
  tabStorage = nextTab
  return next
}

/** Where the current session lives: the tab's storage if it holds one, else the remembered one. */
function currentStorage(): KeyValueStorage {
  return tabStorage.getItem(sessionStorageKeys.refreshToken) ? tabStorage : rememberedStorage
}

export function readAccessToken(): string | null {
  return currentStorage().getItem(sessionStorageKeys.accessToken)
}

export function readRefreshToken(): string | null {
  return currentStorage().getItem(sessionStorageKeys.refreshToken)
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
  const rawUser = currentStorage().getItem(sessionStorageKeys.userData)
  if (!accessToken || !refreshToken || !rawUser) return null
  try {
    const userData: unknown = JSON.parse(rawUser)
    return isUserData(userData) ? { accessToken, refreshToken, userData } : null
  } catch {
    return null
  }
}

/**
 * Keeps the session where it lives (a refresh keeps it in place); `isRemembered`
 * moves it: true to localStorage (survives closing the browser), false to the tab only.
 */
export function storeSession(session: StoredSession, isRemembered?: boolean): void {
  const target =
    isRemembered === undefined ? currentStorage() : isRemembered ? rememberedStorage : tabStorage
  if (isRemembered !== undefined) clearStoredSession()
  target.setItem(sessionStorageKeys.accessToken, session.accessToken)
  target.setItem(sessionStorageKeys.refreshToken, session.refreshToken)
  target.setItem(sessionStorageKeys.userData, JSON.stringify(session.userData))
}

export function clearStoredSession(): void {
  for (const place of [rememberedStorage, tabStorage]) {
    for (const key of Object.values(sessionStorageKeys)) place.removeItem(key)
  }
}
