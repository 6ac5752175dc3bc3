// The product mark, drawn once: the React Logo and the static loading screen in
// index.html (injected at build time by vite.config.ts) both render these shapes.
export const logoViewBox = '0 0 32 32'

export interface LogoShape {
  readonly d: string
  readonly part: 'tile' | 'bar' | 'spark'
}

export const logoShapes: readonly LogoShape[] = [
  { part: 'tile', d: 'M8 1h16a7 7 0 0 1 7 7v16a7 7 0 0 1-7 7H8a7 7 0 0 1-7-7V8a7 7 0 0 1 7-7z' },
  { part: 'bar', d: 'M8 19.5a1.5 1.5 0 0 1 3 0V24a1.5 1.5 0 0 1-3 0z' },
  { part: 'bar', d: 'M14.5 14.5a1.5 1.5 0 0 1 3 0V24a1.5 1.5 0 0 1-3 0z' },
  { part: 'bar', d: 'M21 9.5a1.5 1.5 0 0 1 3 0V24a1.5 1.5 0 0 1-3 0z' },
  { part: 'spark', d: 'M8.9 14.8l5.4-5.1 3.9 2.6 4.6-5.2 1.2 1-5.5 6.2-3.9-2.6-4.6 4.3z' },
]

export const logoFills: Record<LogoShape['part'], string> = {
  tile: 'var(--bgColor-accent-emphasis, #0969da)',
  bar: 'var(--fgColor-onEmphasis, #ffffff)',
  spark: 'var(--fgColor-onEmphasis, #ffffff)',
}

const plainFill = (fill: string) => fill.replace(/^var\([^,]+,\s*([^)]+)\)$/, '$1')

/**
 * The mark as an SVG string, for HTML that renders before any JavaScript runs.
 * `isPlain` drops the theme variables (for a favicon, which sees no page CSS).
 */
export function logoSvgMarkup(size: number, isPlain = false): string {
  const paths = logoShapes
    .map((shape) => {
      const fill = isPlain ? plainFill(logoFills[shape.part]) : logoFills[shape.part]
      return `<path fill="${fill}" d="${shape.d}"/>`
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${logoViewBox}" aria-hidden="true" focusable="false">${paths}</svg>`
}
