import { assertEvent, assign, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import { fetchBookmarks, toggleBookmark } from '../../api/search'
import type {
  BookmarkPage,
  BookmarksResponse,
  BookmarkUpdateResponse,
} from '../../api/types/search'
import { describeError } from './errors'

export interface BookmarksContext {
  /** Every page that can be bookmarked (the picker's list). */
  pages: BookmarkPage[]
  /** The bookmarked pages, in page order (the navbar's icon links). */
  bookmarks: BookmarkPage[]
  error: string | null
  /** The last toggle that failed; the list is reloaded from the server after it. */
  toggleError: string | null
}

export type BookmarksEvent = { type: 'bookmarks.toggle'; id: number } | { type: 'bookmarks.retry' }

const loadFailed = 'Bookmarks could not be loaded.'
const toggleFailed = 'The bookmark could not be changed.'

function withPages(pages: BookmarkPage[]) {
  return { pages, bookmarks: pages.filter((page) => page.isBookmarked) }
}

/** The navbar's bookmarks: GET /api/bookmarks/data, and a star per page (POST /api/bookmarks/update). */
export const bookmarksMachine = setup({
  types: { context: {} as BookmarksContext, events: {} as BookmarksEvent },
  actors: {
    loadBookmarks: fromCall<BookmarksResponse>(({ signal }) => fetchBookmarks(signal)),
    toggleBookmark: fromCall<BookmarkUpdateResponse, { id: number }>(({ input }) =>
      toggleBookmark(input.id),
    ),
  },
  actions: {
    setLoaded: assign((_, output: BookmarksResponse) => ({
      ...withPages(output.suggestions),
      error: null,
    })),
    // Optimistic: the star and the bar change at once; the answer (or a reload) confirms it.
    flipPage: assign(({ context }, id: number) => ({
      ...withPages(
        context.pages.map((page) =>
          page.id === id ? { ...page, isBookmarked: !page.isBookmarked } : page,
        ),
      ),
      toggleError: null,
    })),
    setPage: assign(({ context }, updated: BookmarkPage) =>
      withPages(context.pages.map((page) => (page.id === updated.id ? updated : page))),
    ),
  },
}).createMachine({
  id: 'bookmarks',
  context: { pages: [], bookmarks: [], error: null, toggleError: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadBookmarks',
        onDone: {
          target: 'populated',
          actions: { type: 'setLoaded', params: ({ event }) => event.output },
        },
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => describeError(event.error, loadFailed) }),
        },
      },
    },
    error: {
      tags: ['error'],
      on: { 'bookmarks.retry': 'loading' },
    },
    populated: {
      tags: ['populated'],
      initial: 'idle',
      states: {
        idle: {},
        saving: {
          tags: ['saving'],
          invoke: {
            src: 'toggleBookmark',
            input: ({ event }) => {
              assertEvent(event, 'bookmarks.toggle')
              return { id: event.id }
            },
            onDone: {
              target: 'idle',
              actions: { type: 'setPage', params: ({ event }) => event.output.page },
            },
            onError: {
              target: 'reloading',
              actions: assign({
                toggleError: ({ event }) => describeError(event.error, toggleFailed),
              }),
            },
          },
        },
        reloading: {
          tags: ['saving'],
          invoke: {
            src: 'loadBookmarks',
            onDone: {
              target: 'idle',
              actions: { type: 'setLoaded', params: ({ event }) => event.output },
            },
            onError: 'idle',
          },
        },
      },
      on: {
        // A second star while one is saving starts its own call; the first still reaches the server.
        'bookmarks.toggle': {
          target: '.saving',
          reenter: true,
          actions: { type: 'flipPage', params: ({ event }) => event.id },
        },
      },
    },
  },
})
