// The browser and system of a session, read from the user agent that signed in (names only).

const browsers: ReadonlyArray<readonly [pattern: RegExp, name: string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/Node\.js|node/i, 'Node.js'],
]

const systems: ReadonlyArray<readonly [pattern: RegExp, name: string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

const firstMatch = (table: typeof browsers, agent: string) =>
  table.find(([pattern]) => pattern.test(agent))?.[1] ?? 'Unknown'

/** The request's user agent; in a service worker the request has none, so the worker's own. */
export function userAgentOf(request: Request | undefined): string {
  const given = request?.headers.get('user-agent')
  if (given) return given
  const own: unknown = Reflect.get(globalThis, 'navigator')
  const agent = own && typeof own === 'object' ? Reflect.get(own, 'userAgent') : undefined
  return typeof agent === 'string' ? agent : ''
}

export function deviceOf(userAgent: string): { browser: string; os: string } {
  return { browser: firstMatch(browsers, userAgent), os: firstMatch(systems, userAgent) }
}
