import { IconButton, LinkButton } from '@primer/react'
import { useId } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import type { BookmarkPage } from '../../api/types/search'
import { BookmarkPicker, type BookmarkPickerLabels } from './BookmarkPicker'
import type { NavbarWidgetAppearance } from './NavbarRowButton'
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
  /** Icon links in the bar (default), or a list of named links in the phone's drawer. */
  appearance?: NavbarWidgetAppearance
}

/** The bookmarked pages as icon links, and a star opening a filterable picker of every page. */
export function BookmarksBar({
  bookmarks,
  labels,
  appearance = 'icon',
  ...pickerProps
}: BookmarksBarProps) {
  const isRow = appearance === 'row'
  const titleId = useId()
  return (
    <nav
      aria-label={isRow ? undefined : labels.nav}
      aria-labelledby={isRow ? titleId : undefined}
      className="cea-navbar-bookmarks"
      data-appearance={appearance}
    >
      {isRow ? (
        <h2 id={titleId} className="cea-navbar-bookmarks__title">
          {labels.nav}
        </h2>
      ) : null}
      <ul className="cea-navbar-bookmarks__list">
        {bookmarks.map((page) => (
          <li key={page.id}>
            {isRow ? (
              <LinkButton
                as={RouterLink}
                to={page.link}
                leadingVisual={pageIcon(page.icon)}
                variant="invisible"
                size="large"
                block
                alignContent="start"
                className="cea-navbar-row__button"
              >
                {page.title}
              </LinkButton>
            ) : (
              <IconButton
                as={RouterLink}
                to={page.link}
                icon={pageIcon(page.icon)}
                aria-label={page.title}
                variant="invisible"
              />
            )}
          </li>
        ))}
      </ul>
      <BookmarkPicker {...pickerProps} labels={labels} appearance={appearance} />
    </nav>
  )
}
