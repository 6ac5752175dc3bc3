import { BaseStyles } from '@primer/react'
import { ThemeProvider } from '@primer/react/next'
import type { ReactNode } from 'react'
import type { Skin } from '../../api/types/preferences'
import { contentColorMode } from './skins'
import './skinThemes.css'

export interface SkinThemeProviderProps {
  skin: Skin
  children: ReactNode
}

/**
 * Primer's theme for one of our skins. Nest a second provider with `menuSkin(skin)`
 * around the menu to get semi-dark (dark menu, light content).
 */
export function SkinThemeProvider({ skin, children }: SkinThemeProviderProps) {
  return (
    <ThemeProvider colorMode={contentColorMode(skin)} dayScheme="light" nightScheme="dark">
      <BaseStyles data-skin={skin} className="cea-skin">
        {children}
      </BaseStyles>
    </ThemeProvider>
  )
}
