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

describe.each(languages.filter((language) => language !== 'en'))('locale %s', (language) => {
  const translated = flatten(readLocale(language))

  it('has every key of English and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('keeps the placeholders of each English message and leaves none empty', () => {
    for (const [key, text] of english) {
      const translation = translated.get(key) ?? ''
      expect(translation.trim(), key).not.toBe('')
      expect(placeholders(translation), key).toEqual(placeholders(text))
    }
  })
})
