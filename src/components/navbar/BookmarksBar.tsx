import { IconButton } from '@primer/react'
import { Link as RouterLink } from 'react-router-dom'
import type { BookmarkPage } from '../../api/types/search'
import { BookmarkPicker, type BookmarkPickerLabels } from './BookmarkPicker'
import { pageIcon } from './pageIcons'
import './navbar.css'

export interface BookmarksBarLabels extends BookmarkPickerLabels {
  /** The landmark's name, e.g. "Bookmarks". */
  nav: string
}

export interface BookmarksBarProps {
  status: 'loading' | 'error' | 'populated'
  /** The bookmarked pages, as icon links. */
  bookmarks: BookmarkPage[]
  /** Every page, for the picker. */
  pages: BookmarkPage[]
  errorMessage?: string | null
  hasToggleError?: boolean
  labels: BookmarksBarLabels
  onToggle: (id: number) => void
  onRetry: () => void
}

/** The bookmarked pages as icon links, and a star opening a filterable picker of every page. */
export function BookmarksBar({ bookmarks, labels, ...pickerProps }: BookmarksBarProps) {
  return (
    <nav aria-label={labels.nav} className="cea-navbar-bookmarks">
      <ul className="cea-navbar-bookmarks__list">
        {bookmarks.map((page) => (
          <li key={page.id}>
            <IconButton
              as={RouterLink}
              to={page.link}
              icon={pageIcon(page.icon)}
              aria-label={page.title}
              variant="invisible"
            />
          </li>
        ))}
      </ul>
      <BookmarkPicker {...pickerProps} labels={labels} />
    </nav>
  )
}
