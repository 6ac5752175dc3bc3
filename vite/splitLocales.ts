import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { firstTextsName } from '../src/app/firstTextsName.ts'

/** A page whose texts come up front, and the source files its route loads. */
export interface FirstTextsPage {
  /** Its path as the address bar shows it (without the base), e.g. `/` or `/login`. */
  path: string
  /** Source files (from the project root): its layout and its screen. */
  modules: string[]
}

export interface FirstTextsPages {
  /** Source files every page runs (the entry). */
  shared: string[]
  pages: FirstTextsPage[]
}

const languages = ['en', 'fr', 'de', 'pt', 'ar'] as const
const localeFolder = 'public/assets/data/locales'
/** Dynamic imports made here are other pages' screens, not part of the first pages. */
const routeTableModule = /[\\/]src[\\/]app[\\/](\w*[Nn]avigation|routes)\.tsx$/
const isSource = (id: string) => !/[\\/]node_modules[\\/]/.test(id) && /\.tsx?$/.test(id)

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null
}

/** The project's modules the first pages can run: static imports, and dynamic ones (dialogs, cards). */
function firstPagesModules(graph: ModuleGraph, starts: string[]): string[] {
  const found = new Set<string>()
  const queue = [...starts]
  while (queue.length > 0) {
    const id = queue.pop()
    if (id === undefined || found.has(id) || !isSource(id)) continue
    found.add(id)
    const info = graph.getModuleInfo(id)
    queue.push(...(info?.importedIds ?? []))
    if (!routeTableModule.test(id)) queue.push(...(info?.dynamicallyImportedIds ?? []))
  }
  return [...found]
}

/** Top-level keys that the sources quote as a key's start (`'email.title'`, `'email.compose.editor'`). */
export function quotedAreas(sources: string[], areas: string[]): Set<string> {
  const text = sources.join('\n')
  return new Set(areas.filter((area) => new RegExp(`['"\`]${area}\\.`).test(text)))
}

/** A language's texts in two: the areas listed, and the others. */
export function splitTexts(
  texts: Record<string, unknown>,
  firstAreas: readonly string[],
): { first: Record<string, unknown>; rest: Record<string, unknown> } {
  const part = (isFirst: boolean) =>
    Object.fromEntries(
      Object.entries(texts).filter(([area]) => firstAreas.includes(area) === isFirst),
    )
  return { first: part(true), rest: part(false) }
}

function textsOf(root: string, language: string): Record<string, unknown> {
  const file = resolve(root, localeFolder, `${language}.json`)
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
}

/**
 * Splits each language's texts in two for each page listed, in the built app:
 * `<lng>.first-<page>.json`, the areas the page's code names (every top-level key quoted in a
 * module it can load: the entry, its layout and its screen), and `<lng>.rest-<page>.json`, every
 * other area. The whole `<lng>.json` stays, for pages opened elsewhere and for the dev server and
 * Storybook. index.html asks for the page's first file (a `<meta>` names the pages),
 * src/app/i18n.ts adds its rest once the first screen has settled, and any other route waits for
 * the rest before it renders. One pair per page, not one for all: the mailbox's texts would ride
 * with the sign-in's (en, gzip: every text 34 KB, a page's first file 12–15 KB). The locale
 * sources are not changed.
 */
export function splitLocales({ shared, pages }: FirstTextsPages): Plugin {
  let root = process.cwd()
  let base = '/'
  let firstAreasByPage = new Map<string, string[]>()
  return {
    name: 'cea-split-locales',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    buildEnd() {
      // The app's build only (Storybook builds with this config, and has no such page).
      const sharedStarts = shared.map((module) => resolve(root, module))
      if (!sharedStarts[0] || !this.getModuleInfo(sharedStarts[0])) return
      const areas = Object.keys(textsOf(root, 'en'))
      firstAreasByPage = new Map(
        pages.map((page) => {
          const starts = [...sharedStarts, ...page.modules.map((module) => resolve(root, module))]
          const sources = firstPagesModules(this, starts).map((id) => readFileSync(id, 'utf8'))
          const quoted = quotedAreas(sources, areas)
          return [page.path, areas.filter((area) => quoted.has(area))]
        }),
      )
    },
    generateBundle() {
      for (const [path, firstAreas] of firstAreasByPage) {
        const name = firstTextsName(path)
        for (const language of languages) {
          const { first, rest } = splitTexts(textsOf(root, language), firstAreas)
          const file = (part: string) => `assets/data/locales/${language}.${part}-${name}.json`
          this.emitFile({ type: 'asset', fileName: file('first'), source: JSON.stringify(first) })
          this.emitFile({ type: 'asset', fileName: file('rest'), source: JSON.stringify(rest) })
        }
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || context.path !== '/index.html' || firstAreasByPage.size === 0) return
        const paths = [...firstAreasByPage.keys()]
        const meta = `<meta name="cea-first-texts" content="${paths.join(',')}" />`
        const preload = /(preload\.href = '[^']*assets\/data\/locales\/' \+ language \+ )'\.json'/
        if (!preload.test(html)) throw new Error('splitLocales: no translations preload')
        const names = JSON.stringify(
          Object.fromEntries(paths.map((path) => [base + path.slice(1), firstTextsName(path)])),
        )
        const suffix = `(function (name) { return name ? '.first-' + name + '.json' : '.json' })(${names}[location.pathname])`
        return html
          .replace('<title>', `${meta}\n    <title>`)
          .replace(preload, (_match, start: string) => `${start}${suffix}`)
      },
    },
  }
}
