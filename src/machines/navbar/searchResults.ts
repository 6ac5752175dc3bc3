// What the navbar search shows for a text: pure, so the machine and its tests share it.
import type {
  BookmarkPage,
  MainSearchGroup,
  SearchContact,
  SearchFile,
} from '../../api/types/search'

export interface SearchResults {
  /** True when the text is empty: `pages` are then the bookmarked pages, offered as suggestions. */
  isSuggestion: boolean
  pages: BookmarkPage[]
  files: SearchFile[]
  contacts: SearchContact[]
}

export const noSearchResults: SearchResults = {
  isSuggestion: true,
  pages: [],
  files: [],
  contacts: [],
}

function includesText(value: string, needle: string): boolean {
  return value.toLocaleLowerCase().includes(needle)
}

function limited<Entry>(
  entries: readonly Entry[],
  limit: number,
  matches: (entry: Entry) => boolean,
) {
  const found: Entry[] = []
  for (const entry of entries) {
    if (found.length >= limit) break
    if (matches(entry)) found.push(entry)
  }
  return found
}

/**
 * Each group filtered case-insensitively on its title (and a contact's email),
 * cut to the group's `searchLimit`; an empty text suggests the bookmarked pages.
 */
export function findSearchResults(groups: readonly MainSearchGroup[], text: string): SearchResults {
  const needle = text.trim().toLocaleLowerCase()
  const results: SearchResults = { isSuggestion: needle === '', pages: [], files: [], contacts: [] }
  for (const group of groups) {
    if (group.groupTitle === 'Pages') {
      results.pages = needle
        ? limited(group.data, group.searchLimit, (page) => includesText(page.title, needle))
        : group.data.filter((page) => page.isBookmarked)
    } else if (!needle) {
      continue
    } else if (group.groupTitle === 'Files') {
      results.files = limited(group.data, group.searchLimit, (file) =>
        includesText(file.title, needle),
      )
    } else {
      results.contacts = limited(
        group.data,
        group.searchLimit,
        (contact) => includesText(contact.title, needle) || includesText(contact.email, needle),
      )
    }
  }
  return results
}

export function countSearchResults(results: SearchResults): number {
  return results.pages.length + results.files.length + results.contacts.length
}
