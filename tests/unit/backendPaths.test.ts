import { graphql, http, HttpResponse, matchRequestUrl } from 'msw'
import { describe, expect, it } from 'vitest'
import { allHandlers } from '../../src/mocks/allHandlers'
import { createBackendPathTest, fixedPathStart } from '../../src/mocks/backendPaths'

const answer = () => HttpResponse.json({})

describe('the quick test of whether a handler could answer a path (src/mocks/backendPaths.ts)', () => {
  it('takes the fixed start of each kind of path', () => {
    expect(fixedPathStart('*/api/users/list/data')).toBe('/api/users/list/data')
    expect(fixedPathStart('*/api/api-keys/:id')).toBe('/api/api-keys/')
    expect(fixedPathStart('*/apps/email/*')).toBe('/apps/email/')
    expect(fixedPathStart('/Card/Revenue')).toBe('/card/revenue')
    expect(fixedPathStart('https://api.example.com/v1/items')).toBe('/v1/items')
    expect(fixedPathStart('*')).toBeNull()
    expect(fixedPathStart('*/:anything')).toBeNull()
    expect(fixedPathStart(/api/)).toBeNull()
  })

  it('rules out the page’s own files and keeps every path a handler answers', () => {
    const couldBe = createBackendPathTest([
      http.get('*/api/users/:id', answer),
      http.post('*/jwt/login', answer),
      http.get('*/assets/files/:file', answer),
    ])
    expect(couldBe('/api/users/7')).toBe(true)
    expect(couldBe('/API/Users/7')).toBe(true)
    expect(couldBe('/jwt/login')).toBe(true)
    expect(couldBe('/assets/files/report.pdf')).toBe(true)
    expect(couldBe('/assets/images/avatars/1.svg')).toBe(false)
    expect(couldBe('/src/app/main.tsx')).toBe(false)
    expect(couldBe('/node_modules/.vite/deps/react.js')).toBe(false)
  })

  it('lets everything through when one handler may match any path', () => {
    const couldBe = createBackendPathTest([
      http.get('*/api/users', answer),
      http.get(/\/anything/, answer),
    ])
    expect(couldBe('/src/app/main.tsx')).toBe(true)
  })

  it('lets everything through beside a handler of another kind (GraphQL)', () => {
    const couldBe = createBackendPathTest([
      graphql.query('GetUser', () => HttpResponse.json({ data: {} })),
      http.get('*/api/x', answer),
    ])
    expect(couldBe('/assets/app.js')).toBe(true)
  })

  it('never rules out a path one of the back end’s handlers matches', () => {
    const couldBe = createBackendPathTest(allHandlers)
    const samples = allHandlers.flatMap((handler) => {
      const { path } = handler.info as { path?: unknown }
      if (typeof path !== 'string') return []
      const filled = path
        .replace(/^\*/, 'http://localhost')
        .replace(/:(\w+)/g, 'sample')
        .replace(/\*/g, 'any/thing')
      return [{ path, url: new URL(filled) }]
    })
    expect(samples.length).toBeGreaterThan(100)
    for (const { path, url } of samples) {
      expect(matchRequestUrl(url, path).matches, path).toBe(true)
      expect(couldBe(url.pathname), path).toBe(true)
    }
    expect(couldBe('/assets/images/avatars/1.svg')).toBe(false)
    expect(couldBe('/assets/data/locales/en.json')).toBe(false)
  })
})
