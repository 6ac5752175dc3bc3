// A quick first test of whether any handler could answer a request, before MSW's own matching.
// MSW tries each handler in turn, and each try reads the request's cookies and compiles the
// handler's path pattern; a page's own files (its scripts, styles, images and texts) went through
// all ~250 handlers only to be answered by the network. This test rules most of them out at once.
import { HttpHandler, type RequestHandler } from 'msw'

/** Characters from which a handler's path stops being fixed text (path-to-regexp's syntax). */
const patternSyntax = /[:*(){}?+]/

/**
 * The fixed start of a handler's path, lower-cased as MSW compares paths: `/api/users/` for
 * `*\/api/users/:id`; null when the path may match any address (a predicate, a RegExp, `*`).
 */
export function fixedPathStart(path: HttpHandler['info']['path']): string | null {
  if (typeof path !== 'string') return null
  let pathname: string
  if (path.startsWith('*/')) pathname = path.slice(1)
  else if (path.startsWith('/')) pathname = path
  else if (/^https?:\/\/[^/]+\//i.test(path)) pathname = path.replace(/^https?:\/\/[^/]+/i, '')
  else return null
  const end = pathname.search(patternSyntax)
  const start = end === -1 ? pathname : pathname.slice(0, end)
  return start.length > 1 ? start.toLowerCase() : null
}

/**
 * Whether a request's path could be one of these handlers' (true may still match none; false
 * matches none). A handler of another kind (GraphQL) lets every path through.
 */
export function createBackendPathTest(
  handlers: readonly RequestHandler[],
): (pathname: string) => boolean {
  const starts: string[] = []
  for (const handler of handlers) {
    if (!(handler instanceof HttpHandler)) return () => true
    const start = fixedPathStart(handler.info.path)
    if (start === null) return () => true
    starts.push(start)
  }
  return (pathname) => {
    const lowerCased = pathname.toLowerCase()
    return starts.some((start) => lowerCased.startsWith(start))
  }
}
