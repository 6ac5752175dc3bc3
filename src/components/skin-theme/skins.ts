export const skins = ['light', 'bordered', 'dark', 'semi-dark'] as const
export type Skin = (typeof skins)[number]

/** Primer colour mode of the content area for a skin. */
export function contentColorMode(skin: Skin): 'light' | 'dark' {
  return skin === 'dark' ? 'dark' : 'light'
}

/** Skin of the menu: semi-dark puts a dark menu beside light content. */
export function menuSkin(skin: Skin): Skin {
  return skin === 'semi-dark' ? 'dark' : skin
}

export function isSkin(value: unknown): value is Skin {
  return typeof value === 'string' && (skins as readonly string[]).includes(value)
}
