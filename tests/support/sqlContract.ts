// The contract suite on the SQL repository: `CONTRACT_BACKEND=pglite` (the `contract-pglite`
// vitest project) answers every handler from one in-memory PGlite per test worker, reset to
// the sample data of the pinned day before each test, as the memory store is.
import type { StoreWatcher } from '../../src/mocks/db/instance'
import { pinnedReferenceDay } from '../../src/mocks/db/instance'
import { serveRepositoryByDefault } from '../../src/mocks/http/hostRepository'
import { openDatabase, type OpenedDatabase } from '../../src/server/db/connect'

export const isOnSql = process.env.CONTRACT_BACKEND === 'pglite'

let opened: Promise<OpenedDatabase> | undefined
let resetDay = pinnedReferenceDay
let current: OpenedDatabase | undefined

/** The worker's database, opened on first use (PGlite starts in seconds, so once). */
export function sqlDatabase(): Promise<OpenedDatabase> {
  opened ??= openDatabase(
    { kind: 'pglite', dataDir: undefined },
    { referenceDay: pinnedReferenceDay, resetDay: () => resetDay },
  ).then((database) => (current = database))
  return opened
}

/** Serves the SQL repository to every handler and resets it to the sample data of `day`. */
export async function resetSqlRepository(day: Date = pinnedReferenceDay): Promise<void> {
  const { repository } = await sqlDatabase()
  serveRepositoryByDefault(() => repository)
  resetDay = day
  await repository.resetDemoData()
}

/** Hears the SQL repository's writes and resets, as `watchStore` hears the store's. */
export function watchSqlRepository(watcher: StoreWatcher): () => void {
  if (!current) throw new Error('The SQL repository is not open yet')
  return current.repository.onMessage((message) =>
    message.type === 'reset' ? watcher.onReset() : watcher.onChange(message.changes),
  )
}
