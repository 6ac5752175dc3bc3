// Write figures of the list-query bench: what one-row writes into a 100k-row
// table cost through the repository port, and the sorted query right after
// one (the store keeps its sorted indexes up to date on write), in memory and
// with the rows saved to IndexedDB (fake-indexeddb in Node).
import 'fake-indexeddb/auto'
import type { User } from '../../src/api/types/users'
import type { Repository } from '../../src/mocks/db/repository'
import { createIndexedDbStorage, createMemoryStorage } from '../../src/mocks/db/storage'
import { defineTable, Store } from '../../src/mocks/db/store'
import { createStoreRepository } from '../../src/mocks/db/storeRepository'

export interface Timing {
  medianMs: number
  p95Ms: number
  runs: number
}

export function summary(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0
  return {
    medianMs: Number(at(0.5).toFixed(2)),
    p95Ms: Number(at(0.95).toFixed(2)),
    runs: times.length,
  }
}

async function timed(run: () => unknown): Promise<number> {
  const started = performance.now()
  await run()
  return performance.now() - started
}

/** The users list as its handler asks it of the port: one status filter, page 3 of 10. */
const sortedPage = (repo: Repository, table: ReturnType<typeof defineTable<User>>) =>
  repo.list(table, {
    where: { status: 'active' },
    sortColumn: 'email',
    sort: 'asc',
    page: 3,
    perPage: 10,
  })

/** One user's email changed, as update-user writes it: a get, then an update. */
async function editOneUser(
  repo: Repository,
  table: ReturnType<typeof defineTable<User>>,
  id: number,
) {
  await repo.transaction(async (tx) => {
    const user = await tx.get(table, id)
    if (user) await tx.update(table, { ...user, email: `edited.${id}@example.com` })
  })
}

async function writeFigures(
  repo: Repository,
  table: ReturnType<typeof defineTable<User>>,
  runs: number,
) {
  await sortedPage(repo, table)
  const writes: number[] = []
  const queries: number[] = []
  const inserts: number[] = []
  const removals: number[] = []
  for (let round = 1; round <= runs; round += 1) {
    writes.push(await timed(() => editOneUser(repo, table, round * 997)))
    queries.push(await timed(() => sortedPage(repo, table)))
  }
  for (let round = 1; round <= runs; round += 1) {
    inserts.push(
      await timed(() =>
        repo.transaction(async (tx) => {
          const id = await tx.nextId(table)
          const template = await tx.get(table, round)
          if (template) await tx.insert(table, { ...template, id, email: `new.${id}@example.com` })
        }),
      ),
    )
    removals.push(await timed(() => repo.transaction((tx) => tx.remove(table, round * 991))))
  }
  return { writes, queries, inserts, removals }
}

export async function benchWrites(users: User[]): Promise<Record<string, Timing>> {
  const results: Record<string, Timing> = {}
  const memoryTable = defineTable<User>('bench:writes.memory', () => users)
  const memory = new Store({ referenceDay: new Date(0), storage: createMemoryStorage() })
  // As in the service worker: someone listens for the changes to announce them.
  memory.onChange(() => undefined)
  const inMemory = await writeFigures(createStoreRepository(memory), memoryTable, 40)
  results['write: one row updated (get + update), memory'] = summary(inMemory.writes)
  results['write: next sorted query (email, status filter, page 3)'] = summary(inMemory.queries)
  results['write: one row inserted (nextId + insert), memory'] = summary(inMemory.inserts)
  results['write: one row removed, memory'] = summary(inMemory.removals)

  const storedTable = defineTable<User>('bench:writes.indexeddb', () => users)
  const storage = await createIndexedDbStorage('bench-writes')
  const stored = new Store({ referenceDay: new Date(0), storage })
  const storedRepo = createStoreRepository(stored)
  // The table's first write stores every row of its seed once; later writes only theirs.
  results['write: first write of the table (stores its 100k rows), IndexedDB'] = summary([
    await timed(() => editOneUser(storedRepo, storedTable, 1)),
  ])
  const inIndexedDb = await writeFigures(storedRepo, storedTable, 20)
  results['write: one row updated and saved, IndexedDB'] = summary(inIndexedDb.writes)
  results['write: one row inserted and saved, IndexedDB'] = summary(inIndexedDb.inserts)
  return results
}
