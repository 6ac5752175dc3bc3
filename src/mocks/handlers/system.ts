import type { BackendHealth } from '../../api/types/backend'
import { route } from '../http/route'

/** The build of the back end; the app waits for a worker of its own build (see backendWorker.ts). */
export const backendVersion: string = import.meta.env.VITE_BACKEND_VERSION ?? 'unversioned'

/** Beyond SPEC §7: which back end answers, where it keeps its data, and "Reset demo data". */
export const systemHandlers = [
  route('get', '/api/health', ({ repo }): BackendHealth => ({
    status: 'ok',
    backend:
      repo.storageKind === 'indexeddb' || repo.storageKind === 'memory' ? 'simulated' : 'server',
    store: repo.storageKind,
    version: backendVersion,
  })),

  // Admins only (the endpoint map's default): every write and stored table goes, the sample data returns.
  route('post', '/api/demo-data/reset', async ({ repo }) => {
    await repo.resetDemoData()
    return { store: repo.storageKind }
  }),
]
