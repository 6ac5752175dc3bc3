import 'fake-indexeddb/auto'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { demoAccounts } from '../../src/fixtures/auth'
import { accountsTable } from '../../src/mocks/auth/accounts'
import {
  getStore,
  openPersistentStore,
  resetDemoData,
  resetMemoryStore,
} from '../../src/mocks/db/instance'
import { createIndexedDbStorage } from '../../src/mocks/db/storage'
import { defineTable } from '../../src/mocks/db/store'

const firstVisit = new Date('2026-05-01T10:00:00Z')
const nextWeek = new Date('2026-05-08T10:00:00Z')
const datedTable = defineTable<{ id: number; day: string }>('test:dated', (referenceDay) => [
  { id: 1, day: referenceDay.toISOString().slice(0, 10) },
])

async function addAccount(email: string) {
  const store = getStore()
  store.transaction((tx) => {
    const accounts = tx.read(accountsTable)
    tx.write(accountsTable, [
      ...accounts,
      { ...demoAccounts[0]!, id: accounts.length + 1, email, username: email },
    ])
  })
  await store.flushed()
}

afterEach(async () => {
  await resetDemoData(firstVisit)
})
// Test files share their worker's modules: the next file must not find an IndexedDB store current.
afterAll(() => {
  resetMemoryStore()
})

describe('IndexedDB persistence', () => {
  it('keeps every write across a reload (a new store over the same database)', async () => {
    await openPersistentStore(firstVisit)
    await addAccount('kept@demo.com')
    const reloaded = await openPersistentStore(nextWeek)
    expect(reloaded.storageKind).toBe('indexeddb')
    expect(reloaded.read(accountsTable).map((account) => account.email)).toContain('kept@demo.com')
  })

  it('keeps the reference day of the first visit, so stored and new tables agree on dates', async () => {
    await openPersistentStore(firstVisit)
    const reloaded = await openPersistentStore(nextWeek)
    expect(reloaded.referenceDay.toISOString()).toBe(firstVisit.toISOString())
    expect(reloaded.read(datedTable)).toEqual([{ id: 1, day: '2026-05-01' }])
  })

  it('"Reset demo data" restores the sample data around today, and the reset survives a reload', async () => {
    await openPersistentStore(firstVisit)
    await addAccount('gone@demo.com')
    const reset = await resetDemoData(nextWeek)
    expect(reset.read(accountsTable)).toEqual(demoAccounts)
    expect(reset.referenceDay.toISOString()).toBe(nextWeek.toISOString())
    const reloaded = await openPersistentStore(new Date('2026-06-01T00:00:00Z'))
    expect(reloaded.read(accountsTable).map((account) => account.email)).not.toContain(
      'gone@demo.com',
    )
    expect(reloaded.referenceDay.toISOString()).toBe(nextWeek.toISOString())
  })

  it('a failed transaction writes nothing, in memory or in storage', async () => {
    const store = await openPersistentStore(firstVisit)
    expect(() =>
      store.transaction((tx) => {
        tx.write(accountsTable, [])
        throw new Error('validation failed half-way')
      }),
    ).toThrow('half-way')
    await store.flushed()
    expect(store.read(accountsTable)).toHaveLength(demoAccounts.length)
    expect((await openPersistentStore(firstVisit)).read(accountsTable)).toHaveLength(
      demoAccounts.length,
    )
  })
})

describe('without IndexedDB', () => {
  it('falls back to memory and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const saved = globalThis.indexedDB
    Reflect.deleteProperty(globalThis, 'indexedDB')
    try {
      expect((await createIndexedDbStorage()).kind).toBe('memory')
      expect((await createIndexedDbStorage()).kind).toBe('memory')
      expect(warn).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/IndexedDB is unavailable/)
    } finally {
      globalThis.indexedDB = saved
      warn.mockRestore()
    }
  })
})
