import darkThemeUrl from '@primer/primitives/dist/css/functional/themes/dark.css?url'
import { BaseStyles } from '@primer/react'
import { ThemeProvider } from '@primer/react/next'
import type { ReactNode } from 'react'
import type { Skin } from '../../api/types/preferences'
import { contentColorMode, usesDarkTheme } from './skins'
import '@primer/primitives/dist/css/primitives.css'
import '@primer/primitives/dist/css/functional/themes/light.css'
import './skinThemes.css'

export interface SkinThemeProviderProps {
  /** The skin whose colour mode and tokens apply (`menuSkin(skin)` for the menu). */
  skin: Skin
  /** What takes the skin. */
  children: ReactNode
}

/**
 * Primer's theme for one of our skins. Nest a second provider with `menuSkin(skin)`
 * around the menu to get semi-dark (dark menu, light content).
 */
export function SkinThemeProvider({ skin, children }: SkinThemeProviderProps) {
  return (
    <ThemeProvider colorMode={contentColorMode(skin)} dayScheme="light" nightScheme="dark">
      {/* The dark tokens (19 KB gzip) load only for a skin that shows them; React holds the
          render until the sheet has loaded, so nothing paints unstyled. */}
      {usesDarkTheme(skin) ? (
        <link rel="stylesheet" href={darkThemeUrl} precedence="cea-dark-theme" />
      ) : null}
      <BaseStyles data-skin={skin} className="cea-skin">
        {children}
      </BaseStyles>
    </ThemeProvider>
  )
}
