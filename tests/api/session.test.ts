import { describe, expect, it } from 'vitest'
import {
  clearStoredSession,
  type KeyValueStorage,
  readAccessToken,
  readStoredSession,
  setSessionStorage,
  storeSession,
} from '../../src/api/session'
import type { UserData } from '../../src/api/types/auth'

function mapStorage(): KeyValueStorage & { size: () => number } {
  const values = new Map<string, string>()
  return {
    size: () => values.size,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

const userData = {
  id: 1,
  email: 'admin@demo.com',
  role: 'admin',
  ability: [],
} as unknown as UserData
const session = { userData, accessToken: 'a1', refreshToken: 'r1' }

describe('remember me', () => {
  it('remembered: the session lives in localStorage under the SPEC §9 names', () => {
    const remembered = mapStorage()
    const tab = mapStorage()
    setSessionStorage(remembered, tab)
    storeSession(session, true)
    expect(remembered.getItem('accessToken')).toBe('a1')
    expect(remembered.getItem('refreshToken')).toBe('r1')
    expect(tab.size()).toBe(0)
    expect(readStoredSession()).toEqual(session)
  })

  it('not remembered: the session lives in the tab only, and a refresh keeps it there', () => {
    const remembered = mapStorage()
    const tab = mapStorage()
    setSessionStorage(remembered, tab)
    storeSession(session, true)
    storeSession(session, false)
    expect(remembered.size()).toBe(0)
    expect(readStoredSession()).toEqual(session)
    storeSession({ ...session, accessToken: 'a2' })
    expect(tab.getItem('accessToken')).toBe('a2')
    expect(remembered.size()).toBe(0)
    expect(readAccessToken()).toBe('a2')
    clearStoredSession()
    expect(readStoredSession()).toBeNull()
    expect(tab.size()).toBe(0)
  })
})
