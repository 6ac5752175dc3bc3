import type { Skin } from '../../api/types/preferences'

/** Primer colour mode of the content area for a skin. */
export function contentColorMode(skin: Skin): 'light' | 'dark' {
  return skin === 'dark' ? 'dark' : 'light'
}

/** Skin of the menu: semi-dark puts a dark menu beside light content. */
export function menuSkin(skin: Skin): Skin {
  return skin === 'semi-dark' ? 'dark' : skin
}

/** Whether any part of the page shows Primer's dark theme (the content, or the semi-dark menu). */
export function usesDarkTheme(skin: Skin): boolean {
  return skin === 'dark' || skin === 'semi-dark'
}
