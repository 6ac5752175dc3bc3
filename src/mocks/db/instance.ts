import type { StoreChange } from '../../api/types/backend'
import { createIndexedDbStorage, createMemoryStorage } from './storage'
import { Store } from './store'

/** Storybook and tests pin the sample data to one day, so stories and screenshots are stable. */
export const pinnedReferenceDay = new Date('2026-03-16T09:00:00.000Z')

/** Who wants to hear of writes and resets, whichever store is current (the worker's announcer). */
export interface StoreWatcher {
  onChange(changes: readonly StoreChange[]): void
  onReset(): void
}

const watchers = new Set<StoreWatcher>()

function tellWatchers(store: Store): () => void {
  return store.onChange((changes) => {
    for (const watcher of watchers) watcher.onChange(changes)
  })
}

let current = new Store({ referenceDay: pinnedReferenceDay })
let stopWatchingCurrent = tellWatchers(current)

function makeCurrent(store: Store): Store {
  stopWatchingCurrent()
  current = store
  stopWatchingCurrent = tellWatchers(store)
  return store
}

/** The store every handler reads and writes. */
export function getStore(): Store {
  return current
}

/** Hears every write and reset of the current store and of those that replace it. */
export function watchStore(watcher: StoreWatcher): () => void {
  watchers.add(watcher)
  return () => watchers.delete(watcher)
}

/** Memory only, sample data of the pinned day: one fresh store per story or test. */
export function resetMemoryStore(referenceDay: Date = pinnedReferenceDay): Store {
  return makeCurrent(new Store({ referenceDay, storage: createMemoryStorage() }))
}

const referenceDayKey = 'meta:referenceDay'

/**
 * The app's store: persisted in IndexedDB, sample data around the day of the
 * first visit (kept, so stored and newly seeded tables agree on their dates).
 */
export async function openPersistentStore(today: Date = new Date()): Promise<Store> {
  const storage = await createIndexedDbStorage()
  const stored = await storage.loadAll()
  const storedDay = stored.get(referenceDayKey)
  const referenceDay = typeof storedDay === 'string' ? new Date(storedDay) : today
  if (typeof storedDay !== 'string')
    await storage.save([[referenceDayKey, referenceDay.toISOString()]])
  return makeCurrent(new Store({ referenceDay, storage, stored }))
}

/** "Reset demo data": drops every write and reseeds the sample data around today. */
export async function resetDemoData(today: Date = new Date()): Promise<Store> {
  await current.reset()
  const store =
    current.storageKind === 'memory'
      ? resetMemoryStore(current.referenceDay)
      : await openPersistentStore(today)
  for (const watcher of watchers) watcher.onReset()
  return store
}
