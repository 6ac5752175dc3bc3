import { SearchIcon, StarFillIcon, StarIcon } from '@primer/octicons-react'
import { AnchoredOverlay, FocusKeys, TextInput, useFocusZone } from '@primer/react'
import { ScrollableRegion } from '../scrollable-region/ScrollableRegion'
import { type RefObject, useId, useRef, useState } from 'react'
import type { BookmarkPage } from '../../api/types/search'
import { BookmarkPickerAnchor, type BookmarkPickerProps } from './BookmarkPicker'
import { PageIcon } from './pageIcons'
import { PanelLoadState, PanelState } from './PanelState'
import './navbar.css'

function PageToggles({
  pages,
  labelledBy,
  onToggle,
}: {
  pages: BookmarkPage[]
  labelledBy: string
  onToggle: (id: number) => void
}) {
  // Up/Down/Home/End move between the stars; Tab leaves the list.
  const { containerRef } = useFocusZone({
    bindKeys: FocusKeys.ArrowVertical | FocusKeys.HomeAndEnd,
    focusOutBehavior: 'wrap',
  })
  return (
    <ScrollableRegion aria-labelledby={labelledBy} className="cea-navbar-panel__body">
      <ul className="cea-navbar-list" ref={containerRef as RefObject<HTMLUListElement>}>
        {pages.map((page) => (
          <li key={page.id}>
            <button
              type="button"
              className="cea-navbar-pick"
              aria-pressed={page.isBookmarked}
              onClick={() => onToggle(page.id)}
            >
              <PageIcon name={page.icon} />
              <span className="cea-navbar-pick__title">{page.title}</span>
              <span className="cea-navbar-pick__star" data-on={page.isBookmarked}>
                {page.isBookmarked ? <StarFillIcon /> : <StarIcon />}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </ScrollableRegion>
  )
}

/**
 * The star button and its panel: every page, filterable, each with a bookmark toggle (loaded by
 * BookmarkPicker on the first open, and shown open).
 */
export function BookmarkPickerOverlay({
  status,
  pages,
  errorMessage,
  hasToggleError = false,
  labels,
  onToggle,
  onRetry,
  appearance = 'icon',
}: BookmarkPickerProps) {
  const [isOpen, setIsOpen] = useState(true)
  const [filter, setFilter] = useState('')
  const filterRef = useRef<HTMLInputElement>(null)
  const titleId = useId()
  const subtitleId = useId()
  const needle = filter.trim().toLocaleLowerCase()
  const shown = pages.filter((page) => page.title.toLocaleLowerCase().includes(needle))
  const close = () => {
    setIsOpen(false)
    setFilter('')
  }
  return (
    <AnchoredOverlay
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={close}
      renderAnchor={(anchorProps) => (
        <BookmarkPickerAnchor {...anchorProps} appearance={appearance} label={labels.edit} />
      )}
      overlayProps={{
        role: 'dialog',
        'aria-labelledby': titleId,
        'aria-describedby': subtitleId,
      }}
      focusZoneSettings={{ disabled: true }}
      focusTrapSettings={{ initialFocusRef: filterRef }}
      align="end"
    >
      <div className="cea-navbar-panel">
        <div className="cea-navbar-panel__header cea-navbar-panel__header--stacked">
          <h2 id={titleId} className="cea-navbar-panel__title">
            {labels.title}
          </h2>
          <p id={subtitleId} className="cea-navbar-list__text">
            {labels.subtitle}
          </p>
          <TextInput
            ref={filterRef}
            aria-label={labels.filter}
            type="search"
            block
            leadingVisual={SearchIcon}
            placeholder={labels.filter}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
        {hasToggleError ? (
          <p role="alert" className="cea-navbar-panel__notice">
            {labels.toggleError}
          </p>
        ) : null}
        <PanelLoadState
          status={status}
          labels={labels}
          errorMessage={errorMessage}
          onRetry={onRetry}
        />
        {status === 'populated' && shown.length === 0 ? (
          <PanelState kind="empty" title={labels.noMatchTitle} message={labels.noMatchBody} />
        ) : null}
        {status === 'populated' && shown.length > 0 ? (
          <PageToggles pages={shown} labelledBy={titleId} onToggle={onToggle} />
        ) : null}
      </div>
    </AnchoredOverlay>
  )
}
