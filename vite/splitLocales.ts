import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/** The pages whose texts come up front, and the source files their routes load. */
export interface FirstTextsPages {
  /** Paths as the address bar shows them (without the base), e.g. `/` and `/login`. */
  paths: string[]
  /** Source files (from the project root): the entry, the layouts and the pages' screens. */
  modules: string[]
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
 * Splits each language's texts in two for the built app: `<lng>.first.json`, the areas the first
 * pages' code names (shell, sign-in, dashboard: every top-level key quoted in a module they can
 * load), and `<lng>.rest.json`, every other area. The whole `<lng>.json` stays, for pages opened
 * elsewhere and for the dev server and Storybook. index.html asks for the first file on those
 * pages (a `<meta>` names them), src/app/i18n.ts adds the rest once the first screen is in, and a
 * route outside them waits for it before it renders. The locale sources are not changed.
 */
export function splitLocales(pages: FirstTextsPages): Plugin {
  let root = process.cwd()
  let base = '/'
  let firstAreas: string[] = []
  return {
    name: 'cea-split-locales',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    buildEnd() {
      // The app's build only (Storybook builds with this config, and has no such page).
      const starts = pages.modules.map((module) => resolve(root, module))
      if (!starts[0] || !this.getModuleInfo(starts[0])) return
      const modules = firstPagesModules(this, starts)
      const areas = Object.keys(textsOf(root, 'en'))
      const quoted = quotedAreas(
        modules.map((id) => readFileSync(id, 'utf8')),
        areas,
      )
      firstAreas = areas.filter((area) => quoted.has(area))
    },
    generateBundle() {
      if (firstAreas.length === 0) return
      for (const language of languages) {
        const { first, rest } = splitTexts(textsOf(root, language), firstAreas)
        const file = (suffix: string) => `assets/data/locales/${language}.${suffix}.json`
        this.emitFile({ type: 'asset', fileName: file('first'), source: JSON.stringify(first) })
        this.emitFile({ type: 'asset', fileName: file('rest'), source: JSON.stringify(rest) })
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || context.path !== '/index.html' || firstAreas.length === 0) return
        const meta = `<meta name="cea-first-texts" content="${pages.paths.join(',')}" />`
        const preload = /(preload\.href = '[^']*assets\/data\/locales\/' \+ language \+ )'\.json'/
        if (!preload.test(html)) throw new Error('splitLocales: no translations preload')
        const firstPaths = JSON.stringify(pages.paths.map((path) => base + path.slice(1)))
        const suffix = `(${firstPaths}.indexOf(location.pathname) < 0 ? '.json' : '.first.json')`
        return html
          .replace('<title>', `${meta}\n    <title>`)
          .replace(preload, (_match, start: string) => `${start}${suffix}`)
      },
    },
  }
}
