import type { StoreChange } from '../../api/types/backend'
import type { Repository } from './repository'
import { createIndexedDbStorage, createMemoryStorage } from './storage'
import { Store } from './store'
import { createStoreRepository } from './storeRepository'

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
const repositoryOver = (store: Store) =>
  createStoreRepository(store, async () => {
    await resetDemoData()
  })

let currentRepository = repositoryOver(current)
let stopWatchingCurrent = tellWatchers(current)

function makeCurrent(store: Store): Store {
  stopWatchingCurrent()
  current = store
  currentRepository = repositoryOver(store)
  stopWatchingCurrent = tellWatchers(store)
  return store
}

/** The current store, for tests and stories that seed or inspect it (handlers get the repository). */
export function getStore(): Store {
  return current
}

/**
 * The repository over the current store: the host (route(), the service worker)
 * hands it to each handler call; handlers never look it up themselves.
 */
export function getRepository(): Repository {
  return currentRepository
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

/**
 * The app's store: persisted in IndexedDB, sample data around the day of the
 * first visit (kept, so stored and newly seeded tables agree on their dates).
 */
export async function openPersistentStore(today: Date = new Date()): Promise<Store> {
  const storage = await createIndexedDbStorage()
  const stored = await storage.load()
  const referenceDay = stored.referenceDay ? new Date(stored.referenceDay) : today
  if (!stored.referenceDay) await storage.saveReferenceDay(referenceDay.toISOString())
  return makeCurrent(new Store({ referenceDay, storage, stored: stored.tables }))
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
