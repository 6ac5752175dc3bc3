import { MoonIcon, SunIcon } from '@primer/octicons-react'
import { IconButton } from '@primer/react'
import type { Skin } from '../../api/types/preferences'
import { NavbarRowButton, type NavbarWidgetAppearance } from './NavbarRowButton'

export interface SkinToggleProps {
  /** The skin shown; the button offers the other of light and dark. */
  skin: Skin
  /** The button's name for each way, already translated. */
  labels: { toDark: string; toLight: string }
  /** The button was pressed. */
  onToggle: () => void
  /** An icon in the bar (default), or a row with its text in the phone's drawer. */
  appearance?: NavbarWidgetAppearance
}

/** Sun in the dark skin (back to light), moon otherwise (to dark). */
export function SkinToggle({ skin, labels, onToggle, appearance = 'icon' }: SkinToggleProps) {
  const isDark = skin === 'dark'
  if (appearance === 'row') {
    return (
      <NavbarRowButton
        icon={isDark ? SunIcon : MoonIcon}
        text={isDark ? labels.toLight : labels.toDark}
        onClick={onToggle}
      />
    )
  }
  return (
    <IconButton
      icon={isDark ? SunIcon : MoonIcon}
      aria-label={isDark ? labels.toLight : labels.toDark}
      variant="invisible"
      onClick={onToggle}
    />
  )
}
