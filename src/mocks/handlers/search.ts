import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import type {
  AutocompleteItem,
  AutocompleteResponse,
  BookmarkPage,
  BookmarksResponse,
  BookmarkUpdateResponse,
  MainSearchResponse,
  SearchContact,
  SearchFile,
} from '../../api/types/search'
import {
  createAutocompleteItems,
  createBookmarkPages,
  createSearchContacts,
  createSearchFiles,
  searchLimits,
} from '../../fixtures/search'
import { queryList } from '../db/listQuery'
import { defineTable } from '../db/store'
import { notFound } from '../http/errors'
import { readJson } from '../http/input'
import { route } from '../http/route'

/** One table for bookmarks and the Pages search group, so a toggle shows in both. */
export const pagesTable = defineTable<BookmarkPage>('search.pages', createBookmarkPages)
export const searchFilesTable = defineTable<SearchFile>('search.files', createSearchFiles)
export const searchContactsTable = defineTable<SearchContact>(
  'search.contacts',
  createSearchContacts,
)
export const autocompleteTable = defineTable<AutocompleteItem>(
  'search.autocomplete',
  createAutocompleteItems,
)

const updateBody = z.object({ id: z.number().int().positive() })

export const searchHandlers = [
  route('get', '/api/bookmarks/data', ({ store }) => {
    const pages = store.read(pagesTable)
    const bookmarks = queryList(pages, { filters: [(page) => page.isBookmarked] })
    return { suggestions: [...pages], bookmarks: bookmarks.rows } satisfies BookmarksResponse
  }),

  route('post', '/api/bookmarks/update', async ({ request, store }) => {
    const { id } = await readJson(request, updateBody)
    const page = store.transaction((tx) => {
      const pages = tx.read(pagesTable)
      const current = pages.find((row) => row.id === id)
      if (!current) throw notFound(`No page has id ${id}.`)
      const updated: BookmarkPage = { ...current, isBookmarked: !current.isBookmarked }
      tx.write(
        pagesTable,
        pages.map((row) => (row === current ? updated : row)),
      )
      return updated
    })
    return { page } satisfies BookmarkUpdateResponse
  }),

  route('get', '/api/main-search/data', ({ store }) => {
    return {
      searchArr: [
        { groupTitle: 'Pages', searchLimit: searchLimits.Pages, data: [...store.read(pagesTable)] },
        {
          groupTitle: 'Files',
          searchLimit: searchLimits.Files,
          data: [...store.read(searchFilesTable)],
        },
        {
          groupTitle: 'Contacts',
          searchLimit: searchLimits.Contacts,
          data: [...store.read(searchContactsTable)],
        },
      ],
    } satisfies MainSearchResponse
  }),

  route('get', '/api/autocomplete/data', ({ store }) => {
    return { autoComplete: [...store.read(autocompleteTable)] } satisfies AutocompleteResponse
  }),
]

const failure = () =>
  HttpResponse.json({ message: 'Search data could not be loaded. Try again.' }, { status: 500 })
const never = async () => {
  await delay('infinite')
  return HttpResponse.json({})
}
const paths = ['*/api/bookmarks/data', '*/api/main-search/data', '*/api/autocomplete/data']

/** Stand-ins for stories: nothing to find, a failing search, and one that never answers. */
export const searchScenarios = {
  empty: [
    http.get('*/api/bookmarks/data', () =>
      HttpResponse.json({ suggestions: [], bookmarks: [] } satisfies BookmarksResponse),
    ),
    http.get('*/api/main-search/data', () =>
      HttpResponse.json({
        searchArr: [
          { groupTitle: 'Pages', searchLimit: searchLimits.Pages, data: [] },
          { groupTitle: 'Files', searchLimit: searchLimits.Files, data: [] },
          { groupTitle: 'Contacts', searchLimit: searchLimits.Contacts, data: [] },
        ],
      } satisfies MainSearchResponse),
    ),
    http.get('*/api/autocomplete/data', () =>
      HttpResponse.json({ autoComplete: [] } satisfies AutocompleteResponse),
    ),
  ],
  error: [
    ...paths.map((path) => http.get(path, failure)),
    http.post('*/api/bookmarks/update', failure),
  ],
  loading: paths.map((path) => http.get(path, never)),
}
