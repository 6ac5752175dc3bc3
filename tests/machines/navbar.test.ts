import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../src/api/http'
import type {
  BookmarkPage,
  BookmarksResponse,
  BookmarkUpdateResponse,
  MainSearchResponse,
} from '../../src/api/types/search'
import {
  buildBookmarkPage,
  createBookmarkPages,
  createSearchContacts,
  createSearchFiles,
  searchLimits,
} from '../../src/fixtures/search'
import { bookmarksMachine } from '../../src/machines/navbar/bookmarksMachine'
import { searchMachine } from '../../src/machines/navbar/searchMachine'
import { findSearchResults } from '../../src/machines/navbar/searchResults'

const day = new Date('2026-03-16T09:00:00.000Z')
const mainSearch: MainSearchResponse = {
  searchArr: [
    { groupTitle: 'Pages', searchLimit: searchLimits.Pages, data: createBookmarkPages() },
    { groupTitle: 'Files', searchLimit: searchLimits.Files, data: createSearchFiles() },
    { groupTitle: 'Contacts', searchLimit: searchLimits.Contacts, data: createSearchContacts(day) },
  ],
}
const serverError = () => new ApiError(500, { message: 'boom' }, 'boom')
const titles = (entries: ReadonlyArray<{ title: string }>) => entries.map((entry) => entry.title)

describe('findSearchResults', () => {
  it('suggests the bookmarked pages for an empty text, and nothing else', () => {
    const results = findSearchResults(mainSearch.searchArr, '  ')
    expect(results.isSuggestion).toBe(true)
    expect(titles(results.pages)).toEqual(['Email', 'Chat', 'Todo', 'Calendar'])
    expect(results.files).toEqual([])
    expect(results.contacts).toEqual([])
  })

  it('matches titles case-insensitively, each group cut to its searchLimit', () => {
    const results = findSearchResults(mainSearch.searchArr, 'COVER')
    expect(results.isSuggestion).toBe(false)
    expect(titles(results.pages)).toEqual([
      'Login Cover',
      'Register Cover',
      'Forgot Password Cover',
      'Reset Password Cover',
      'Verify Email Cover',
      'Two Steps Cover',
    ])
    expect(titles(findSearchResults(mainSearch.searchArr, '.pdf').files)).toEqual([
      'Quarterly revenue review.pdf',
      'Supplier contract draft.pdf',
    ])
    expect(titles(findSearchResults(mainSearch.searchArr, 'e').files)).toHaveLength(4)
    expect(titles(findSearchResults(mainSearch.searchArr, 'a').contacts)).toHaveLength(4)
  })

  it('matches contacts by email too', () => {
    const results = findSearchResults(mainSearch.searchArr, 'seun.')
    expect(titles(results.contacts)).toEqual(['Oluwaseun Adeyemi'])
    expect(results.pages).toEqual([])
  })
})

function startSearch(load: () => Promise<MainSearchResponse> = async () => mainSearch) {
  let calls = 0
  const machine = searchMachine.provide({
    actors: {
      loadSearchData: fromPromise(async () => {
        calls += 1
        return load()
      }),
    },
  })
  const actor = createActor(machine).start()
  return { actor, calls: () => calls }
}

describe('searchMachine', () => {
  it('starts closed and loads on the first opening', async () => {
    const { actor, calls } = startSearch()
    expect(actor.getSnapshot().hasTag('closed')).toBe(true)
    actor.send({ type: 'search.open' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    const snapshot = await waitFor(actor, (state) => state.hasTag('populated'))
    expect(titles(snapshot.context.results.pages)).toEqual(['Email', 'Chat', 'Todo', 'Calendar'])
    expect(calls()).toBe(1)
  })

  it('filters as one types and starts empty on every opening', async () => {
    const { actor, calls } = startSearch()
    actor.send({ type: 'search.open' })
    await waitFor(actor, (state) => state.hasTag('populated'))
    actor.send({ type: 'search.type', text: 'invoice' })
    expect(titles(actor.getSnapshot().context.results.pages)).toEqual([
      'Invoice List',
      'Invoice Preview',
      'Invoice Edit',
      'Invoice Add',
    ])
    actor.send({ type: 'search.close' })
    expect(actor.getSnapshot().hasTag('closed')).toBe(true)
    actor.send({ type: 'search.open' })
    // Reopening shows the data at once and refreshes it behind the scenes.
    expect(actor.getSnapshot().hasTag('populated')).toBe(true)
    expect(actor.getSnapshot().context.text).toBe('')
    await waitFor(actor, (state) => state.matches({ opened: 'populated' }))
    expect(calls()).toBe(2)
  })

  it('shows an error and loads again on retry', async () => {
    let fail = true
    const { actor } = startSearch(async () => {
      if (fail) throw serverError()
      return mainSearch
    })
    actor.send({ type: 'search.open' })
    const failed = await waitFor(actor, (state) => state.hasTag('error'))
    expect(failed.context.error).toBe('The search data could not be loaded.')
    fail = false
    actor.send({ type: 'search.retry' })
    await waitFor(actor, (state) => state.hasTag('populated'))
  })

  it('keeps the old data when a background refresh fails', async () => {
    let calls = 0
    const { actor } = startSearch(async () => {
      calls += 1
      if (calls > 1) throw serverError()
      return mainSearch
    })
    actor.send({ type: 'search.open' })
    await waitFor(actor, (state) => state.hasTag('populated'))
    actor.send({ type: 'search.close' })
    actor.send({ type: 'search.open' })
    const snapshot = await waitFor(actor, (state) => state.matches({ opened: 'populated' }))
    expect(snapshot.context.results.pages).toHaveLength(4)
  })
})

const pages: BookmarkPage[] = [
  buildBookmarkPage({ id: 1, title: 'Email', isBookmarked: true }),
  buildBookmarkPage({ id: 2, target: 'chat', title: 'Chat', isBookmarked: false }),
  buildBookmarkPage({ id: 3, target: 'todo', title: 'Todo', isBookmarked: true }),
]
const bookmarksAnswer = (rows: BookmarkPage[]): BookmarksResponse => ({
  suggestions: rows,
  bookmarks: rows.filter((page) => page.isBookmarked),
})

function startBookmarks(toggle: (id: number) => Promise<BookmarkUpdateResponse>) {
  let loads = 0
  const machine = bookmarksMachine.provide({
    actors: {
      loadBookmarks: fromPromise(async () => {
        loads += 1
        return bookmarksAnswer(pages)
      }),
      toggleBookmark: fromPromise(({ input }: { input: { id: number } }) => toggle(input.id)),
    },
  })
  return { actor: createActor(machine).start(), loads: () => loads }
}

describe('bookmarksMachine', () => {
  it('loads every page and the bookmarked ones', async () => {
    const { actor } = startBookmarks(async () => ({ page: pages[0]! }))
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    const snapshot = await waitFor(actor, (state) => state.hasTag('populated'))
    expect(titles(snapshot.context.pages)).toEqual(['Email', 'Chat', 'Todo'])
    expect(titles(snapshot.context.bookmarks)).toEqual(['Email', 'Todo'])
  })

  it('toggles at once, then keeps what the server answered', async () => {
    const { actor } = startBookmarks(async (id) => ({
      page: { ...pages.find((page) => page.id === id)!, isBookmarked: true },
    }))
    await waitFor(actor, (state) => state.hasTag('populated'))
    actor.send({ type: 'bookmarks.toggle', id: 2 })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    expect(titles(actor.getSnapshot().context.bookmarks)).toEqual(['Email', 'Chat', 'Todo'])
    const saved = await waitFor(actor, (state) => !state.hasTag('saving'))
    expect(titles(saved.context.bookmarks)).toEqual(['Email', 'Chat', 'Todo'])
    expect(saved.context.toggleError).toBeNull()
  })

  it('reloads the truth and says so when a toggle fails', async () => {
    const { actor, loads } = startBookmarks(async () => {
      throw serverError()
    })
    await waitFor(actor, (state) => state.hasTag('populated'))
    actor.send({ type: 'bookmarks.toggle', id: 1 })
    expect(titles(actor.getSnapshot().context.bookmarks)).toEqual(['Todo'])
    const settled = await waitFor(actor, (state) => state.matches({ populated: 'idle' }))
    expect(settled.context.toggleError).toBe('The bookmark could not be changed.')
    expect(titles(settled.context.bookmarks)).toEqual(['Email', 'Todo'])
    expect(loads()).toBe(2)
  })

  it('shows an error when the list cannot load, and retries', async () => {
    let fail = true
    const machine = bookmarksMachine.provide({
      actors: {
        loadBookmarks: fromPromise(async () => {
          if (fail) throw new ApiError(403, { message: 'Not for you.' }, 'Not for you.')
          return bookmarksAnswer(pages)
        }),
      },
    })
    const actor = createActor(machine).start()
    const failed = await waitFor(actor, (state) => state.hasTag('error'))
    expect(failed.context.error).toBe('Not for you.')
    fail = false
    actor.send({ type: 'bookmarks.retry' })
    await waitFor(actor, (state) => state.hasTag('populated'))
  })
})
