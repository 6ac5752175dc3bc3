import { StarIcon } from '@primer/octicons-react'
import { IconButton } from '@primer/react'
import { type HTMLAttributes, lazy, Suspense, useState } from 'react'
import type { BookmarkPage } from '../../api/types/search'
import { NavbarRowButton, type NavbarWidgetAppearance } from './NavbarRowButton'
import './navbar.css'

export interface BookmarkPickerLabels {
  /** The star button that opens the picker. */
  edit: string
  title: string
  subtitle: string
  filter: string
  noMatchTitle: string
  noMatchBody: string
  loading: string
  errorTitle: string
  toggleError: string
  retry: string
}

export interface BookmarkPickerProps {
  /** The pages' face: loading, failed (with Try again) or shown. */
  status: 'loading' | 'error' | 'populated'
  /** Every page, each ticked when bookmarked. */
  pages: BookmarkPage[]
  /** Why loading failed, when known. */
  errorMessage?: string | null
  /** The last add or remove failed: the picker says so. */
  hasToggleError?: boolean
  /** The picker's words, already translated. */
  labels: BookmarkPickerLabels
  /** A page was ticked or unticked. */
  onToggle: (id: number) => void
  /** Try again after a failed load. */
  onRetry: () => void
  /** A star in the bar (default), or a row with its text in the phone's drawer. */
  appearance?: NavbarWidgetAppearance
}

interface BookmarkPickerAnchorProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'aria-label' | 'aria-labelledby' | 'children'
> {
  appearance: NavbarWidgetAppearance
  /** The star's name, e.g. "Edit bookmarks". */
  label: string
}

/** The star that opens the picker: an icon in the bar, or a row in the phone's drawer. */
export function BookmarkPickerAnchor({
  appearance,
  label,
  ...anchorProps
}: BookmarkPickerAnchorProps) {
  return appearance === 'row' ? (
    <NavbarRowButton {...anchorProps} icon={StarIcon} text={label} />
  ) : (
    <IconButton {...anchorProps} icon={StarIcon} aria-label={label} variant="invisible" />
  )
}

// The panel (filter, list, states) loads on the first open: the star is all a page carries.
const BookmarkPickerOverlay = lazy(() =>
  import('./BookmarkPickerOverlay').then((module) => ({
    default: module.BookmarkPickerOverlay,
  })),
)

/** The star button and its panel: every page, filterable, each with a bookmark toggle. */
export function BookmarkPicker(props: BookmarkPickerProps) {
  const [hasOpened, setHasOpened] = useState(false)
  const { appearance = 'icon', labels } = props
  const star = (
    <BookmarkPickerAnchor
      appearance={appearance}
      label={labels.edit}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => setHasOpened(true)}
    />
  )
  if (!hasOpened) return star
  // The panel opens as it mounts; until its code is in, the star stays where it was.
  return (
    <Suspense fallback={star}>
      <BookmarkPickerOverlay {...props} />
    </Suspense>
  )
}
