import { describe, expect, it } from 'vitest'
import type { BackendHealth, StoreChange } from '../../src/api/types/backend'
import { notificationsHandlers, notificationsTable } from '../../src/mocks/handlers/notifications'
import { systemHandlers } from '../../src/mocks/handlers/system'
import {
  call,
  contractRepository,
  startContractServer,
  watchContractData,
} from '../support/contract'
import { isOnSql } from '../support/sqlContract'

startContractServer(...systemHandlers, ...notificationsHandlers)

const notifications = async () => (await contractRepository().list(notificationsTable)).rows
const storeKind = isOnSql ? 'pglite' : 'memory'

function recordAnnouncements() {
  const changes: StoreChange[][] = []
  let resets = 0
  const stop = watchContractData({
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
      backend: isOnSql ? 'server' : 'simulated',
      store: storeKind,
      version: expect.any(String),
    })
  })
})

describe('POST /api/demo-data/reset', () => {
  it('drops every write, restores the sample data and tells the watchers', async () => {
    await call('/api/notifications/mark-all-read', { method: 'POST', body: {} })
    expect((await notifications()).every((row) => row.isRead)).toBe(true)
    const heard = recordAnnouncements()
    const { status, body } = await call('/api/demo-data/reset', { method: 'POST', body: {} })
    heard.stop()
    expect(status).toBe(200)
    expect(body).toEqual({ store: storeKind })
    expect(heard.resets()).toBe(1)
    expect((await notifications()).filter((row) => !row.isRead)).toHaveLength(3)
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
    expect((await notifications()).every((row) => row.isRead)).toBe(true)
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
    await expect(
      contractRepository().transaction(async (tx) => {
        await tx.remove(notificationsTable, 1)
        throw new Error('half way')
      }),
    ).rejects.toThrow('half way')
    heard.stop()
    expect(heard.changes).toEqual([])
  })

  it('name added and removed rows too', async () => {
    const heard = recordAnnouncements()
    await contractRepository().transaction(async (tx) => {
      const first = await tx.get(notificationsTable, 1)
      await tx.remove(notificationsTable, 1)
      await tx.insert(notificationsTable, { ...first!, id: 99 })
    })
    heard.stop()
    const ids = heard.changes[0]?.[0]?.ids ?? []
    expect([...ids].sort()).toEqual([1, 99].sort())
  })
})
