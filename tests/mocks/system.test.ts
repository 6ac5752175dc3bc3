import { describe, expect, it } from 'vitest'
import type { BackendHealth, StoreChange } from '../../src/api/types/backend'
import { getStore, watchStore } from '../../src/mocks/db/instance'
import { notificationsHandlers, notificationsTable } from '../../src/mocks/handlers/notifications'
import { systemHandlers } from '../../src/mocks/handlers/system'
import { call, startContractServer } from '../support/contract'

startContractServer(...systemHandlers, ...notificationsHandlers)

function recordAnnouncements() {
  const changes: StoreChange[][] = []
  let resets = 0
  const stop = watchStore({
    onChange: (changed) => changes.push([...changed]),
    onReset: () => {
      resets += 1
    },
  })
  return { changes, resets: () => resets, stop }
}

describe('GET /api/health', () => {
  it('says which back end answers, where it keeps the data and its build, to anyone', async () => {
    const { status, body } = await call<BackendHealth>('/api/health', { as: 'signed-out' })
    expect(status).toBe(200)
    expect(body).toEqual({
      status: 'ok',
      backend: 'simulated',
      store: 'memory',
      version: expect.any(String),
    })
  })
})

describe('POST /api/demo-data/reset', () => {
  it('drops every write, restores the sample data and tells the watchers', async () => {
    await call('/api/notifications/mark-all-read', { method: 'POST', body: {} })
    expect(
      getStore()
        .read(notificationsTable)
        .every((row) => row.isRead),
    ).toBe(true)
    const heard = recordAnnouncements()
    const { status, body } = await call('/api/demo-data/reset', { method: 'POST', body: {} })
    heard.stop()
    expect(status).toBe(200)
    expect(body).toEqual({ store: 'memory' })
    expect(heard.resets()).toBe(1)
    expect(
      getStore()
        .read(notificationsTable)
        .filter((row) => !row.isRead),
    ).toHaveLength(3)
  })

  it('is for admins only: a client gets 403 and nothing is reset; signed out gets 401', async () => {
    await call('/api/notifications/mark-all-read', { method: 'POST', body: {} })
    const heard = recordAnnouncements()
    expect(
      (await call('/api/demo-data/reset', { method: 'POST', body: {}, as: 'client' })).status,
    ).toBe(403)
    expect(
      (await call('/api/demo-data/reset', { method: 'POST', body: {}, as: 'signed-out' })).status,
    ).toBe(401)
    heard.stop()
    expect(heard.resets()).toBe(0)
    expect(
      getStore()
        .read(notificationsTable)
        .every((row) => row.isRead),
    ).toBe(true)
  })
})

describe('change announcements', () => {
  it('name the table and the ids a write changed, once per transaction', async () => {
    const heard = recordAnnouncements()
    await call('/api/notifications/mark-all-read', { method: 'POST', body: {} })
    heard.stop()
    expect(heard.changes).toHaveLength(1)
    expect(heard.changes[0]?.map((change) => change.table)).toEqual(['notifications'])
    expect([...(heard.changes[0]?.[0]?.ids ?? [])].sort()).toEqual([6, 7, 8])
  })

  it('say nothing for reads, or for a write that fails', async () => {
    const heard = recordAnnouncements()
    await call('/api/notifications')
    expect(() =>
      getStore().transaction((tx) => {
        tx.write(notificationsTable, [])
        throw new Error('half way')
      }),
    ).toThrow('half way')
    heard.stop()
    expect(heard.changes).toEqual([])
  })

  it('name added and removed rows too', () => {
    const heard = recordAnnouncements()
    getStore().transaction((tx) => {
      const rows = tx.read(notificationsTable)
      const [first, ...rest] = rows
      tx.write(notificationsTable, [...rest, { ...first!, id: 99 }])
    })
    heard.stop()
    const ids = heard.changes[0]?.[0]?.ids ?? []
    expect([...ids].sort()).toEqual([1, 99].sort())
  })
})
