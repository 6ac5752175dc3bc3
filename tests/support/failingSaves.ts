// Support for tests of honest saves: IndexedDB refusing every put, and a clean store after each test.
import { afterAll, afterEach, vi } from 'vitest'
import { resetDemoData, resetMemoryStore } from '../../src/mocks/db/instance'

/** Makes every IndexedDB put throw (quota exceeded) until mocks are restored; errors logged quietly. */
export function failPuts() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  return vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
}

/** After each test: mocks restored and the demo data reset; after the file, a memory store again. */
export function resetSavesAfterEach(firstVisit: Date): void {
  afterEach(async () => {
    vi.restoreAllMocks()
    await resetDemoData(firstVisit)
  })
  // Test files share their worker's modules: the next file must not find an IndexedDB store current.
  afterAll(() => {
    resetMemoryStore()
  })
}
