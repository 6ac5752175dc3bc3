import { IconButton, LinkButton } from '@primer/react'
import { useId } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import type { BookmarkPage } from '../../api/types/search'
import { BookmarkPicker, type BookmarkPickerLabels } from './BookmarkPicker'
import { CountedIconButton } from './CountedIconButton'
import type { NavbarWidgetAppearance } from './NavbarRowButton'
import { pageIcon } from './pageIcons'
import './navbar.css'

export interface BookmarksBarLabels extends BookmarkPickerLabels {
  /** The landmark's name, e.g. "Bookmarks". */
  nav: string
}

export interface BookmarksBarProps {
  /** The bookmarks' face: loading, failed (with Try again) or shown. */
  status: 'loading' | 'error' | 'populated'
  /** The bookmarked pages, as icon links. */
  bookmarks: BookmarkPage[]
  /** Every page, for the picker. */
  pages: BookmarkPage[]
  /** Why loading failed, when known. */
  errorMessage?: string | null
  /** The last add or remove failed: the picker says so and shows what is saved. */
  hasToggleError?: boolean
  /** The bar's and the picker's words, already translated. */
  labels: BookmarksBarLabels
  /** A page was ticked or unticked in the picker. */
  onToggle: (id: number) => void
  /** Try again after a failed load. */
  onRetry: () => void
  /** Icon links in the bar (default), or a list of named links in the phone's drawer. */
  appearance?: NavbarWidgetAppearance
  /**
   * A count on a bookmark's corner, by its link, with the name that says it (e.g. the chat's
   * unread total on a "Chat" bookmark, which then stands for the navbar's chat link).
   */
  counts?: Partial<Record<string, BookmarkCount>>
}

export interface BookmarkCount {
  count: number
  /** The bookmark's accessible name with the count in words. */
  label: string
}

/** The bookmarked pages as icon links, and a star opening a filterable picker of every page. */
export function BookmarksBar({
  bookmarks,
  labels,
  appearance = 'icon',
  counts = {},
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
              <BookmarkIcon page={page} count={counts[page.link]} />
            )}
          </li>
        ))}
      </ul>
      <BookmarkPicker {...pickerProps} labels={labels} appearance={appearance} />
    </nav>
  )
}

/** A bookmark in the bar: its page's icon, with a count on its corner when it has one. */
function BookmarkIcon({ page, count }: { page: BookmarkPage; count?: BookmarkCount }) {
  if (count) {
    return (
      <CountedIconButton
        icon={pageIcon(page.icon)}
        to={page.link}
        count={count.count}
        label={count.label}
      />
    )
  }
  return (
    <IconButton
      as={RouterLink}
      to={page.link}
      icon={pageIcon(page.icon)}
      aria-label={page.title}
      variant="invisible"
    />
  )
}
