// Bookmarks and search entities of SPEC §3 and the answers of their §7 calls.

/** A page of the app as the bookmarks and the Pages search group list it. */
export interface BookmarkPage {
  id: number
  /** A short key, e.g. 'email'. */
  target: string
  isBookmarked: boolean
  title: string
  /** A Primer octicon component name, e.g. 'MailIcon'. */
  icon: string
  /** The app route, e.g. '/apps/email'. */
  link: string
}

/**
 * SPEC §3 names a suggestion by id and isBookmarked; the navbar also needs a
 * title, icon and link to show one, so a suggestion is the whole page.
 */
export type BookmarkSuggestion = BookmarkPage

export interface SearchFile {
  title: string
  /** Who added the file. */
  by: string
  /** Human-readable, e.g. '1.8 MB'. */
  size: string
  /** Icon URL of the file type. */
  file: string
}

export interface SearchContact {
  /** The contact's name. */
  title: string
  email: string
  img: string
  /** YYYY-MM-DD of the last contact. */
  date: string
}

export interface SearchGroup<GroupTitle extends string, Entry> {
  groupTitle: GroupTitle
  /** How many entries the navbar search shows at most. */
  searchLimit: number
  data: Entry[]
}

export type PagesSearchGroup = SearchGroup<'Pages', BookmarkPage>
export type FilesSearchGroup = SearchGroup<'Files', SearchFile>
export type ContactsSearchGroup = SearchGroup<'Contacts', SearchContact>
export type MainSearchGroup = PagesSearchGroup | FilesSearchGroup | ContactsSearchGroup

export interface AutocompleteItem {
  id: number
  title: string
  rank: number
}

export interface BookmarksResponse {
  suggestions: BookmarkSuggestion[]
  bookmarks: BookmarkPage[]
}

export interface BookmarkUpdateRequest {
  id: number
}

export interface BookmarkUpdateResponse {
  page: BookmarkPage
}

export interface MainSearchResponse {
  searchArr: MainSearchGroup[]
}

export interface AutocompleteResponse {
  autoComplete: AutocompleteItem[]
}
