// Merges an area's strings into the five locale files:
//   node scripts/merge-locales.mjs <folder with en.json, fr.json, de.json, pt.json, ar.json>
// Each top-level key of the area's files replaces the same key in public/assets/data/locales.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const languages = ['en', 'fr', 'de', 'pt', 'ar']
const source = process.argv[2]
if (!source) {
  console.error('usage: node scripts/merge-locales.mjs <folder>')
  process.exit(2)
}
for (const language of languages) {
  const target = join('public/assets/data/locales', `${language}.json`)
  const current = JSON.parse(readFileSync(target, 'utf8'))
  const added = JSON.parse(readFileSync(join(source, `${language}.json`), 'utf8'))
  writeFileSync(target, `${JSON.stringify({ ...current, ...added }, null, 2)}\n`)
  console.log(`${target}: ${Object.keys(added).join(', ')}`)
}
