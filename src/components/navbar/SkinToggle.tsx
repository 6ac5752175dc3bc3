import { MoonIcon, SunIcon } from '@primer/octicons-react'
import { IconButton } from '@primer/react'
import type { Skin } from '../../api/types/preferences'

export interface SkinToggleProps {
  skin: Skin
  labels: { toDark: string; toLight: string }
  onToggle: () => void
}

/** Sun in the dark skin (back to light), moon otherwise (to dark). */
export function SkinToggle({ skin, labels, onToggle }: SkinToggleProps) {
  const isDark = skin === 'dark'
  return (
    <IconButton
      icon={isDark ? SunIcon : MoonIcon}
      aria-label={isDark ? labels.toLight : labels.toDark}
      variant="invisible"
      onClick={onToggle}
    />
  )
}
