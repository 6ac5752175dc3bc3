import type { Plugin } from 'vite'

const lightThemeFile =
  /@primer[\\/]primitives[\\/]dist[\\/]css[\\/]functional[\\/]themes[\\/]light\.css$/
const nightBlockStart = '@media (prefers-color-scheme: dark)'

/** The end of the block that opens at `start`: the index just past its closing brace. */
function blockEnd(css: string, start: number): number {
  let depth = 0
  for (let index = css.indexOf('{', start); index < css.length; index += 1) {
    if (css[index] === '{') depth += 1
    else if (css[index] === '}' && (depth -= 1) === 0) return index + 1
  }
  throw new Error('unusedThemeBlocks: a block of light.css does not close')
}

/**
 * Primer's light.css carries its tokens twice (some 60 KB each): once for light as the day
 * scheme, once inside `@media (prefers-color-scheme: dark)` for light chosen as the night scheme.
 * The kit's night scheme is always dark (SkinThemeProvider: nightScheme="dark"), so the second
 * copy never applies: it is dropped from the stylesheet every page blocks on (−9 KB gzip).
 */
export function unusedThemeBlocks(): Plugin {
  return {
    name: 'cea-unused-theme-blocks',
    enforce: 'pre',
    transform(css, id) {
      if (!lightThemeFile.test(id.split('?')[0] ?? id)) return
      const start = css.indexOf(nightBlockStart)
      if (start === -1) return
      const end = blockEnd(css, start)
      if (!css.slice(start, end).includes('[data-dark-theme="light"]'))
        throw new Error('unusedThemeBlocks: light.css has a night block this plugin does not know')
      return { code: css.slice(0, start) + css.slice(end), map: null }
    },
  }
}
