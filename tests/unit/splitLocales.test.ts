import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { languages } from '../../src/app/i18n'
import { firstTextsName } from '../../src/app/firstTextsName'
import { quotedAreas, splitTexts } from '../../vite/splitLocales'

function readLocale(language: string): Record<string, unknown> {
  const url = new URL(`../../public/assets/data/locales/${language}.json`, import.meta.url)
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>
}

describe('the built app’s two translation files per language (vite/splitLocales.ts)', () => {
  it('names each page’s pair of files after its path', () => {
    expect(['/', '/login', '/apps/user/list', '/apps/email/'].map(firstTextsName)).toEqual([
      'home',
      'login',
      'apps-user-list',
      'apps-email',
    ])
  })

  it('finds an area where a key of it is quoted, not where its name is a plain word', () => {
    const sources = [
      "t('shell.menu.open')",
      'const label = t(`navbar.search.button`)',
      'useEditorLabels("email.compose.editor")',
      "const kind = { type: 'users', folder: 'todo' }",
    ]
    const areas = ['shell', 'navbar', 'email', 'users', 'todo', 'calendar']
    expect([...quotedAreas(sources, areas)].sort()).toEqual(['email', 'navbar', 'shell'])
  })

  it.each(languages)('keeps every text of %s in exactly one of the two files', (language) => {
    const texts = readLocale(language)
    const firstAreas = ['app', 'shell', 'nav', 'navbar', 'auth', 'dashboard', 'cards']
    const { first, rest } = splitTexts(texts, firstAreas)
    expect(Object.keys(first).sort()).toEqual([...firstAreas].sort())
    expect(Object.keys(rest).some((area) => firstAreas.includes(area))).toBe(false)
    expect({ ...first, ...rest }).toEqual(texts)
  })
})
