import { SearchIcon } from '@primer/octicons-react'
import { Button, IconButton } from '@primer/react'
import { KeybindingHint } from '@primer/react/experimental'
import type { Ref } from 'react'
import './navbar.css'

export interface SearchButtonProps {
  /** The button's text and accessible name, e.g. "Search". */
  label: string
  /** Opens the search. */
  onClick: () => void
  /** The button, to give focus back when the search closes. */
  ref?: Ref<HTMLButtonElement>
  /** Only the magnifier (phones): the name and the shortcuts stay for assistive technology. */
  isIconOnly?: boolean
}

function isApplePlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.userAgent)
}

/** Opens the search; shows the ⌘K / Ctrl K hint (announced through aria-keyshortcuts instead). */
export function SearchButton({ label, onClick, ref, isIconOnly = false }: SearchButtonProps) {
  if (isIconOnly) {
    return (
      <IconButton
        ref={ref}
        icon={SearchIcon}
        variant="invisible"
        aria-label={label}
        aria-keyshortcuts="Control+K Meta+K /"
        unsafeDisableTooltip
        onClick={onClick}
      />
    )
  }
  return (
    <Button
      ref={ref}
      variant="invisible"
      leadingVisual={SearchIcon}
      trailingVisual={() => (
        <span aria-hidden="true" className="cea-navbar-kbd">
          <KeybindingHint keys={isApplePlatform() ? 'Meta+k' : 'Ctrl+k'} size="small" />
        </span>
      )}
      aria-keyshortcuts="Control+K Meta+K /"
      onClick={onClick}
    >
      {label}
    </Button>
  )
}
