import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  componentCatalog,
  docsIdOf,
  docsUrlOf,
} from '../../src/screens/components-index/componentCatalog'
import { docsMetas, parts } from './componentDocMetas'
import { catalogSamples } from '../../src/screens/components-index/catalogSamples'

// The /components index and the kit agree: each entry names a component exported from its folder
// under src/components/ and a story title some story file has (the docs page's id comes from it).
// And every documented component (an autodocs meta's component or subcomponent that is not a
// listed part) is in the index, so the index cannot fall behind the docs. Whether every
// component has a docs page is tests/unit/componentDocs.test.ts's.

const root = fileURLToPath(new URL('../..', import.meta.url))

function filesUnder(folder: string, suffix: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(folder, file))
}

/** `folder/Name` for each PascalCase name a .tsx file under src/components/ exports. */
function exportedComponents(): Set<string> {
  const found = new Set<string>()
  for (const file of filesUnder('src/components', '.tsx')) {
    const folder = relative('src/components', file).split(/[/\\]/)[0]
    const source = readFileSync(join(root, file), 'utf8')
    const declared = source.matchAll(/^export (?:function|const|class) ([A-Z]\w*)/gm)
    const listed = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap(([, names = '']) =>
      names.split(',').map(
        (name) =>
          name
            .trim()
            .split(/\s+as\s+/)
            .at(-1) ?? '',
      ),
    )
    for (const name of [...[...declared].map(([, name]) => name), ...listed])
      if (name && /^[A-Z]/.test(name)) found.add(`${folder}/${name}`)
  }
  return found
}

/** Every `title:` of a story file's meta. */
function storyTitles(): Set<string> {
  const titles = new Set<string>()
  for (const file of filesUnder('stories', '.stories.tsx')) {
    const source = readFileSync(join(root, file), 'utf8')
    for (const [, title] of source.matchAll(/^\s*title: '([^']+)'/gm)) if (title) titles.add(title)
  }
  return titles
}

describe('the components index', () => {
  it('names only components exported from their folder under src/components/', () => {
    const components = exportedComponents()
    const missing = componentCatalog
      .map((entry) => `${entry.folder}/${entry.name}`)
      .filter((component) => !components.has(component))
    expect(missing).toEqual([])
  })

  it('names only story titles that a story file has', () => {
    const titles = storyTitles()
    const missing = componentCatalog
      .map((entry) => entry.storyTitle)
      .filter((title) => !titles.has(title))
    expect(missing).toEqual([])
  })

  it('lists every documented component, under the title of its docs page', () => {
    const listed = new Map(
      componentCatalog.map((entry) => [`${entry.folder}/${entry.name}`, entry.storyTitle]),
    )
    const problems = docsMetas.flatMap((meta) =>
      meta.documents
        .filter((key) => !parts.has(key))
        .flatMap((key) => {
          const [, folder = '', name = ''] = /^src\/components\/([^/]+)\/.*#(\w+)$/.exec(key) ?? []
          const title = listed.get(`${folder}/${name}`)
          if (title === undefined)
            return [
              `${name} (src/components/${folder}, docs page '${meta.title}') is missing from ` +
                'src/screens/components-index/componentCatalog.ts: add an entry for it',
            ]
          return title === meta.title
            ? []
            : [`${name}: storyTitle '${title}', its docs page is '${meta.title}'`]
        }),
    )
    expect(problems).toEqual([])
  })

  it('gives every listed component a live sample, and no sample to a component not listed', () => {
    const listed = componentCatalog.map((entry) => entry.name).sort()
    expect(Object.keys(catalogSamples).sort()).toEqual(listed)
  })

  it('lists each component once', () => {
    const names = componentCatalog.map((entry) => entry.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('links each docs page by the id Storybook derives from the title', () => {
    expect(docsIdOf({ storyTitle: 'Components/Navbar/SkinToggle' })).toBe(
      'components-navbar-skintoggle--docs',
    )
    expect(docsIdOf({ storyTitle: 'Components/List views' })).toBe('components-list-views--docs')
    expect(docsUrlOf({ storyTitle: 'Components/Brand' }, 'https://kit.example/sb')).toBe(
      'https://kit.example/sb/?path=/docs/components-brand--docs',
    )
  })
})
