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
import { defineTable } from '../db/table'
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
  route('get', '/api/bookmarks/data', async ({ repo }) => {
    const pages = await repo.list(pagesTable)
    const bookmarks = await repo.list(pagesTable, { where: { isBookmarked: true } })
    return { suggestions: pages.rows, bookmarks: bookmarks.rows } satisfies BookmarksResponse
  }),

  route('post', '/api/bookmarks/update', async ({ request, repo }) => {
    const { id } = await readJson(request, updateBody)
    const page = await repo.transaction(async (tx) => {
      const current = await tx.get(pagesTable, id)
      if (!current) throw notFound(`No page has id ${id}.`)
      return tx.update(pagesTable, { ...current, isBookmarked: !current.isBookmarked })
    })
    return { page } satisfies BookmarkUpdateResponse
  }),

  route('get', '/api/main-search/data', async ({ repo }) => {
    return {
      searchArr: [
        {
          groupTitle: 'Pages',
          searchLimit: searchLimits.Pages,
          data: (await repo.list(pagesTable)).rows,
        },
        {
          groupTitle: 'Files',
          searchLimit: searchLimits.Files,
          data: (await repo.list(searchFilesTable)).rows,
        },
        {
          groupTitle: 'Contacts',
          searchLimit: searchLimits.Contacts,
          data: (await repo.list(searchContactsTable)).rows,
        },
      ],
    } satisfies MainSearchResponse
  }),

  route('get', '/api/autocomplete/data', async ({ repo }) => {
    const { rows } = await repo.list(autocompleteTable)
    return { autoComplete: rows } satisfies AutocompleteResponse
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
