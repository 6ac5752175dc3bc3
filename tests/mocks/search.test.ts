import { describe, expect, it } from 'vitest'
import type {
  AutocompleteResponse,
  BookmarkPage,
  BookmarksResponse,
  BookmarkUpdateResponse,
  MainSearchResponse,
} from '../../src/api/types/search'
import { searchHandlers } from '../../src/mocks/handlers/search'
import { call, type CallerRole, startContractServer } from '../support/contract'

startContractServer(...searchHandlers)

const bookmarks = (as: CallerRole = 'admin') =>
  call<BookmarksResponse>('/api/bookmarks/data', { as })
const toggle = (body: unknown, as: CallerRole = 'admin') =>
  call<BookmarkUpdateResponse>('/api/bookmarks/update', { method: 'POST', body, as })
const mainSearch = (as: CallerRole = 'admin') =>
  call<MainSearchResponse>('/api/main-search/data', { as })
const targets = (pages: readonly BookmarkPage[]) => pages.map((page) => page.target)

function pagesGroup(body: MainSearchResponse): BookmarkPage[] {
  const group = body.searchArr.find((entry) => entry.groupTitle === 'Pages')
  if (group?.groupTitle !== 'Pages') throw new Error('no Pages group')
  return group.data
}

// SPEC §2, every listed route.
const specRoutes = [
  '/dashboard/analytics',
  '/',
  '/apps/email',
  '/apps/chat',
  '/apps/todo',
  '/apps/calendar',
  '/apps/invoice/list',
  '/apps/invoice/preview',
  '/apps/invoice/edit',
  '/apps/invoice/add',
  '/apps/ecommerce/shop',
  '/apps/ecommerce/product-detail',
  '/apps/ecommerce/wishlist',
  '/apps/ecommerce/checkout',
  '/apps/user/list',
  '/apps/user/view',
  '/apps/roles',
  '/apps/permissions',
  '/charts',
  '/cards/basic',
  '/cards/advance',
  '/cards/statistics',
  '/cards/analytics',
  ...[
    'login',
    'register',
    'forgot-password',
    'reset-password',
    'verify-email',
    'two-steps',
  ].flatMap((page) => [`/pages/${page}-basic`, `/pages/${page}-cover`]),
  '/pages/account-settings',
  '/pages/profile',
  '/pages/faq',
  '/pages/knowledge-base',
  '/pages/pricing',
  '/pages/blog/list',
  '/pages/blog/detail',
  '/pages/blog/edit',
  '/pages/license',
  '/pages/api-key',
  '/access-control',
  '/misc/coming-soon',
  '/misc/not-authorized',
  '/misc/maintenance',
  '/misc/error',
  '/datatables/advance',
  '/datatables/basic',
  '/tables/basic',
  // The UI kit's pages (issue #37).
  ...['collapsed-menu', 'layout-boxed', 'without-menu', 'layout-empty', 'layout-blank'].map(
    (layout) => `/page-layout/${layout}`,
  ),
  '/components',
  '/forms/elements',
  '/forms/layouts',
  '/forms/wizard',
  '/forms/validation',
  '/extensions/toasts',
  '/extensions/drag-and-drop',
  '/extensions/i18n',
]

describe('GET /api/bookmarks/data', () => {
  it('answers every page as a suggestion and email, chat, todo, calendar as bookmarks', async () => {
    const { status, body } = await bookmarks()
    expect(status).toBe(200)
    expect(body.suggestions).toHaveLength(specRoutes.length)
    expect(body.suggestions[2]).toEqual({
      id: 3,
      target: 'email',
      isBookmarked: true,
      title: 'Email',
      icon: 'MailIcon',
      link: '/apps/email',
    })
    expect(targets(body.bookmarks)).toEqual(['email', 'chat', 'todo', 'calendar'])
    expect(body.bookmarks.every((page) => page.isBookmarked)).toBe(true)
    expect(body.suggestions.filter((page) => page.isBookmarked)).toEqual(body.bookmarks)
  })

  it('is open to a client and closed to the signed out', async () => {
    expect((await bookmarks('client')).status).toBe(200)
    const signedOut = await bookmarks('signed-out')
    expect(signedOut).toEqual({ status: 401, body: { message: expect.any(String) } })
  })
})

describe('POST /api/bookmarks/update', () => {
  it('bookmarks a page, answers it, and lists it in bookmarks and the Pages search group', async () => {
    const { status, body } = await toggle({ id: 1 })
    expect(status).toBe(200)
    expect(body).toEqual({
      page: {
        id: 1,
        target: 'analytics',
        isBookmarked: true,
        title: 'Analytics Dashboard',
        icon: 'GraphIcon',
        link: '/dashboard/analytics',
      },
    })
    expect(targets((await bookmarks()).body.bookmarks)).toEqual([
      'analytics',
      'email',
      'chat',
      'todo',
      'calendar',
    ])
    expect(pagesGroup((await mainSearch()).body)[0]?.isBookmarked).toBe(true)
  })

  it('un-bookmarks a bookmarked page, and a second toggle restores it', async () => {
    const off = await toggle({ id: 4 })
    expect(off.body.page).toMatchObject({ target: 'chat', isBookmarked: false })
    expect(targets((await bookmarks()).body.bookmarks)).toEqual(['email', 'todo', 'calendar'])
    expect(pagesGroup((await mainSearch()).body)[3]?.isBookmarked).toBe(false)
    const on = await toggle({ id: 4 })
    expect(on.body.page.isBookmarked).toBe(true)
    expect(targets((await bookmarks()).body.bookmarks)).toEqual([
      'email',
      'chat',
      'todo',
      'calendar',
    ])
  })

  it('lets a client toggle and refuses the signed out', async () => {
    expect((await toggle({ id: 38 }, 'client')).body.page).toMatchObject({
      target: 'faq',
      isBookmarked: true,
    })
    expect((await toggle({ id: 39 }, 'signed-out')).status).toBe(401)
    expect(targets((await bookmarks()).body.bookmarks)).toEqual([
      'email',
      'chat',
      'todo',
      'calendar',
      'faq',
    ])
  })

  it('answers 404 with a message for an unknown page', async () => {
    expect(await toggle({ id: 99 })).toEqual({
      status: 404,
      body: { message: 'No page has id 99.' },
    })
  })

  it('answers 400 on bad JSON or a missing or mistyped id, and changes nothing', async () => {
    const badJson = await call('/api/bookmarks/update', { method: 'POST', rawBody: 'id=3' })
    expect(badJson).toEqual({
      status: 400,
      body: { message: 'The request body is not valid JSON.' },
    })
    for (const body of [{}, { id: '3' }, { id: 0 }, { id: 1.5 }, null]) {
      const answer = await toggle(body)
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ message: expect.stringContaining('Invalid request') })
    }
    expect(targets((await bookmarks()).body.bookmarks)).toEqual([
      'email',
      'chat',
      'todo',
      'calendar',
    ])
  })
})

describe('GET /api/main-search/data', () => {
  it('answers the Pages, Files and Contacts groups with their search limits', async () => {
    const { status, body } = await mainSearch()
    expect(status).toBe(200)
    expect(body.searchArr.map(({ groupTitle, searchLimit }) => [groupTitle, searchLimit])).toEqual([
      ['Pages', 6],
      ['Files', 4],
      ['Contacts', 4],
    ])
  })

  it('lists every route of the spec once in Pages, each with an octicon', async () => {
    const pages = pagesGroup((await mainSearch()).body)
    expect(pages.map((page) => page.link)).toEqual(specRoutes)
    expect(new Set(pages.map((page) => page.target)).size).toBe(pages.length)
    expect(pages.map((page) => page.id)).toEqual(pages.map((_, index) => index + 1))
    for (const page of pages) expect(page.icon).toMatch(/^[A-Z][A-Za-z]+Icon$/)
  })

  it('answers files and contacts with their fields and drawn images', async () => {
    const { body } = await mainSearch()
    const [, files, contacts] = body.searchArr
    expect(files?.data).toHaveLength(8)
    expect(files?.data[0]).toEqual({
      title: 'Quarterly revenue review.pdf',
      by: 'Amara Okafor',
      size: '2.4 MB',
      file: '/assets/images/files/pdf.svg',
    })
    expect(contacts?.data).toHaveLength(8)
    expect(contacts?.data[0]).toEqual({
      title: 'Priya Raman',
      email: 'priya.raman@cea-demo.com',
      img: '/assets/images/avatars/3.svg',
      date: '2026-03-15',
    })
    expect(contacts?.data[7]).toMatchObject({ title: 'Hana Kobayashi', date: '2026-02-23' })
  })

  it('is open to a client and closed to the signed out', async () => {
    expect((await mainSearch('client')).status).toBe(200)
    expect((await mainSearch('signed-out')).status).toBe(401)
  })
})

describe('GET /api/autocomplete/data', () => {
  it('answers 100 distinct titles with ids 1 to 100 and ranks a shuffle of 1 to 100', async () => {
    const { status, body } = await call<AutocompleteResponse>('/api/autocomplete/data')
    expect(status).toBe(200)
    const items = body.autoComplete
    expect(items).toHaveLength(100)
    expect(items.slice(0, 3)).toEqual([
      { id: 1, title: 'The Amber Lighthouse', rank: 76 },
      { id: 2, title: 'Amber Orchard', rank: 19 },
      { id: 3, title: 'A Compass of Amber', rank: 100 },
    ])
    expect(items[99]).toEqual({ id: 100, title: 'The Glass Archive', rank: 46 })
    expect(items.map((item) => item.id)).toEqual(items.map((_, index) => index + 1))
    expect(new Set(items.map((item) => item.title)).size).toBe(100)
    expect([...items.map((item) => item.rank)].sort((a, b) => a - b)).toEqual(
      items.map((_, index) => index + 1),
    )
  })

  it('is open to a client and closed to the signed out', async () => {
    expect((await call('/api/autocomplete/data', { as: 'client' })).status).toBe(200)
    expect((await call('/api/autocomplete/data', { as: 'signed-out' })).status).toBe(401)
  })
})
