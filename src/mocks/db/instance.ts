import { createIndexedDbStorage, createMemoryStorage } from './storage'
import { Store } from './store'

/** Storybook and tests pin the sample data to one day, so stories and screenshots are stable. */
export const pinnedReferenceDay = new Date('2026-03-16T09:00:00.000Z')

let current = new Store({ referenceDay: pinnedReferenceDay })

/** The store every handler reads and writes. */
export function getStore(): Store {
  return current
}

/** Memory only, sample data of the pinned day: one fresh store per story or test. */
export function resetMemoryStore(referenceDay: Date = pinnedReferenceDay): Store {
  current = new Store({ referenceDay, storage: createMemoryStorage() })
  return current
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
  current = new Store({ referenceDay, storage, stored })
  return current
}

/** "Reset demo data": drops every write and reseeds the sample data around today. */
export async function resetDemoData(today: Date = new Date()): Promise<Store> {
  await current.reset()
  if (current.storageKind === 'memory') return resetMemoryStore(current.referenceDay)
  return openPersistentStore(today)
}
