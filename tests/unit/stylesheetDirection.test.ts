import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { transform, type Targets } from 'lightningcss'
import { describe, expect, it } from 'vitest'

/** The browsers of the build's CSS target (vite.config.ts `build.target: 'es2022'`), as Vite hands them to Lightning CSS. */
const es2022Browsers: Targets = {
  chrome: 94 << 16,
  edge: 94 << 16,
  firefox: 93 << 16,
  safari: (16 << 16) | (4 << 8),
  ios_saf: (16 << 16) | (4 << 8),
  opera: 80 << 16,
}

const sourceRoot = fileURLToPath(new URL('../../src', import.meta.url))

function stylesheetsUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return stylesheetsUnder(path)
    return entry.name.endsWith('.css') ? [path] : []
  })
}

function builtCss(path: string): string {
  const { code } = transform({
    filename: path,
    code: readFileSync(path),
    minify: true,
    targets: es2022Browsers,
  })
  return code.toString()
}

describe('right-to-left styles as built', () => {
  const stylesheets = stylesheetsUnder(sourceRoot)

  it('finds the stylesheets', () => {
    expect(stylesheets.some((path) => path.endsWith('customizer.css'))).toBe(true)
  })

  // For these browsers the build rewrites :dir(rtl) into a list of :lang() selectors, which a
  // dir="rtl" attribute never matches (right to left in English, Storybook's direction switch).
  it.each(stylesheets.map((path) => [path.slice(sourceRoot.length + 1), path]))(
    '%s keeps no rule that only a language would match',
    (_name, path) => {
      expect(builtCss(path)).not.toMatch(/:lang\(/)
    },
  )
})
