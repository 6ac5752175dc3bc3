// Which repository answers a request: the host's. The service worker, Storybook and msw/node
// tests answer from the in-browser store (instance.ts); the Node server binds each request to
// its SQL repository before it hands the request to the handlers (`bindRepository`).
import { getRepository } from '../db/instance'
import type { Repository } from '../db/repository'

const boundRepositories = new WeakMap<Request, Repository>()
let defaultRepository: () => Repository = getRepository

/** The repository that answers `request` (the server binds one per request). */
export function bindRepository(request: Request, repo: Repository): Request {
  boundRepositories.set(request, repo)
  return request
}

/**
 * The repository of requests no host bound: the in-browser store's, unless a host (the
 * contract suite on PGlite) answers every request from another one. Answers a restore.
 */
export function serveRepositoryByDefault(repository: () => Repository): () => void {
  defaultRepository = repository
  return () => {
    defaultRepository = getRepository
  }
}

/** The repository of requests no host bound (tests read and seed through it). */
export function unboundRepository(): Repository {
  return defaultRepository()
}

export function repositoryFor(request: Request): Repository {
  return boundRepositories.get(request) ?? defaultRepository()
}
