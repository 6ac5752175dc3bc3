// The store saves rows, not tables; opens a database of the old whole-table layout; and keeps
// its sorted indexes true across writes.
import 'fake-indexeddb/auto'
import { createStore, setMany } from 'idb-keyval'
import { describe, expect, it } from 'vitest'
import { createRandom } from '../../src/fixtures/random'
import { queryList } from '../../src/mocks/db/listQuery'
import {
  createIndexedDbStorage,
  createMemoryStorage,
  type SaveBatch,
  type StoragePort,
} from '../../src/mocks/db/storage'
import { defineTable, Store } from '../../src/mocks/db/store'
import { createStoreRepository } from '../../src/mocks/db/storeRepository'

interface Row {
  id: number
  name: string
  score: number | null
}

const rowsTable = defineTable<Row>('test:rows', () =>
  Array.from({ length: 50 }, (_, index) => ({ id: index + 1, name: `Row ${index}`, score: index })),
)
const settingsTable = defineTable<{ theme: string }>('test:settings', () => [{ theme: 'light' }])

/** Memory storage that records what each save was asked to keep. */
function recordingStorage(): { storage: StoragePort; batches: SaveBatch[] } {
  const batches: SaveBatch[] = []
  const memory = createMemoryStorage()
  return { batches, storage: { ...memory, save: async (batch) => void batches.push(batch) } }
}

describe('saves', () => {
  it('store a table whole on its first write, then only the rows a write changes', async () => {
    const { storage, batches } = recordingStorage()
    const repo = createStoreRepository(new Store({ referenceDay: new Date(0), storage }))
    const edit = (id: number) =>
      repo.transaction(async (tx) => {
        const row = await tx.get(rowsTable, id)
        if (row) await tx.update(rowsTable, { ...row, name: `Edited ${id}` })
      })
    await edit(3)
    expect(batches[0]?.tables).toEqual(['test:rows'])
    expect(batches[0]?.put).toHaveLength(51)
    await edit(4)
    await repo.transaction((tx) => tx.remove(rowsTable, 5))
    expect(batches.slice(1)).toEqual([
      {
        tables: [],
        delete: [],
        put: [{ table: 'test:rows', key: 4, seq: 3, row: { id: 4, name: 'Edited 4', score: 3 } }],
      },
      { tables: [], delete: [{ table: 'test:rows', key: 5 }], put: [] },
    ])
  })
})

describe('a database of the old layout (one record per table)', () => {
  it('opens with its rows, places and reference day, keyless rows keyed by their place', async () => {
    const legacy = createStore('test-legacy', 'tables')
    const rows = [
      { id: 7, name: 'Seven', score: 1 },
      { id: 2, name: 'Two', score: null },
    ]
    await setMany(
      [
        ['test:rows', rows],
        ['test:settings', [{ theme: 'dark' }]],
        ['meta:referenceDay', '2026-04-01T08:00:00.000Z'],
      ],
      legacy,
    )
    // The old build's connection goes away (its worker is replaced), or the upgrade waits for it.
    await legacy('readonly', (store) => store.transaction.db.close())
    const storage = await createIndexedDbStorage('test-legacy')
    const stored = await storage.load()
    expect(stored.referenceDay).toBe('2026-04-01T08:00:00.000Z')
    const store = new Store({ referenceDay: new Date(0), storage, stored: stored.tables })
    expect(store.read(rowsTable)).toEqual(rows)
    expect(store.read(settingsTable)).toEqual([{ theme: 'dark' }])
    expect(stored.tables.get('test:settings')?.[0]?.key).toBe('#0')
  })
})

describe('sorted indexes kept on write', () => {
  it('answer as a fresh sort after random inserts, updates and removals', async () => {
    const random = createRandom(29)
    const repo = createStoreRepository(new Store({ referenceDay: new Date(0) }))
    const names = ['ana', 'Ána', 'bo', 'Bo', 'zoë', 'Zoe', '', 'émile']
    for (let step = 0; step < 300; step += 1) {
      await repo.transaction(async (tx) => {
        const { rows } = await tx.list(rowsTable)
        const target = rows[random.int(0, Math.max(0, rows.length - 1))]
        const choice = random.int(0, 2)
        if (choice === 0 || !target) {
          const id = await tx.nextId(rowsTable)
          await tx.insert(rowsTable, { id, name: random.pick(names), score: random.int(0, 5) })
        } else if (choice === 1) {
          const score = random.bool(0.2) ? null : random.int(0, 5)
          await tx.update(rowsTable, { ...target, name: random.pick(names), score })
        } else await tx.remove(rowsTable, target.id)
      })
      const all = [...(await repo.list(rowsTable)).rows]
      for (const sortColumn of ['name', 'score', 'id'] as const) {
        for (const sort of ['asc', 'desc'] as const) {
          const query = { sortColumn, sort, page: 2, perPage: 7 }
          expect((await repo.list(rowsTable, query)).rows).toEqual(queryList(all, query).rows)
        }
      }
    }
  })
})
