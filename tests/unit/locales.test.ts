import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { languages } from '../../src/app/i18n'

type Messages = { [key: string]: string | Messages }

function readLocale(language: string): Messages {
  const url = new URL(`../../public/assets/data/locales/${language}.json`, import.meta.url)
  return JSON.parse(readFileSync(url, 'utf8')) as Messages
}

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') entries.set(path, value)
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text)
  }
  return entries
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort()
const english = flatten(readLocale('en'))

// Plural keys end in a CLDR category (i18next's `_zero` works in every language): each language
// has the forms its own rules need — English `_one`/`_other`, Arabic up to all six.
const pluralSuffix = /_(zero|one|two|few|many|other)$/
const baseOf = (key: string) => key.replace(pluralSuffix, '')
const suffixOf = (key: string) => pluralSuffix.exec(key)?.[1]
const basesOf = (keys: Iterable<string>) => [...new Set([...keys].map(baseOf))].sort()

/** Each plural key's base and the categories the language gives it. */
function pluralForms(messages: Map<string, string>): Map<string, Set<string>> {
  const forms = new Map<string, Set<string>>()
  for (const key of messages.keys()) {
    const suffix = suffixOf(key)
    if (!suffix) continue
    const base = baseOf(key)
    forms.set(base, (forms.get(base) ?? new Set()).add(suffix))
  }
  return forms
}

describe.each(languages)('locale %s', (language) => {
  const translated = flatten(readLocale(language))
  const categories = new Set<string>([
    ...new Intl.PluralRules(language).resolvedOptions().pluralCategories,
    'zero',
  ])

  it("has every key of English and no other (plural forms after the language's own rules)", () => {
    expect(basesOf(translated.keys())).toEqual(basesOf(english.keys()))
    for (const [base, forms] of pluralForms(translated)) {
      expect(
        [...forms].filter((form) => !categories.has(form)),
        base,
      ).toEqual([])
      expect(forms.has('other'), `${base}_other`).toBe(true)
    }
  })

  it('keeps the placeholders of each English message and leaves none empty', () => {
    for (const [key, translation] of translated) {
      const source = english.get(key) ?? english.get(`${baseOf(key)}_other`) ?? ''
      expect(translation.trim(), key).not.toBe('')
      // A form for one exact count (Arabic's zero, one, two) may spell the count out.
      const isExactForm = ['zero', 'one', 'two'].includes(suffixOf(key) ?? '')
      if (!isExactForm) expect(placeholders(translation), key).toEqual(placeholders(source))
    }
  })
})
