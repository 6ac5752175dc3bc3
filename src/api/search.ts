// Typed calls of the navbar's bookmarks and search (SPEC §7 Bookmarks and search).
import { apiRequest } from './http'
import type {
  AutocompleteResponse,
  BookmarksResponse,
  BookmarkUpdateResponse,
  MainSearchResponse,
} from './types/search'

export function fetchBookmarks(signal?: AbortSignal): Promise<BookmarksResponse> {
  return apiRequest<BookmarksResponse>('/api/bookmarks/data', { signal })
}

/** Flips the page's isBookmarked and answers the page as it now is. */
export function toggleBookmark(id: number): Promise<BookmarkUpdateResponse> {
  return apiRequest<BookmarkUpdateResponse>('/api/bookmarks/update', {
    method: 'POST',
    body: { id },
  })
}

export function fetchMainSearch(signal?: AbortSignal): Promise<MainSearchResponse> {
  return apiRequest<MainSearchResponse>('/api/main-search/data', { signal })
}

export function fetchAutocomplete(signal?: AbortSignal): Promise<AutocompleteResponse> {
  return apiRequest<AutocompleteResponse>('/api/autocomplete/data', { signal })
}
