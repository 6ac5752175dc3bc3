import { resolve } from 'node:path'
import type { Plugin, Rollup } from 'vite'
import { firstLoadScriptAttribute } from './firstPaintFirst.ts'

/** A page a visit often opens on, and the lazy modules its route loads (layout and screen). */
export interface FirstLoadPage {
  /** The page's path, as the address bar shows it (without the base). */
  path: string
  /** Source files (from the project root) its route imports lazily. */
  modules: string[]
  /** Only when a session is stored under this key (else the page redirects to the sign-in). */
  sessionKey?: string
}

type Chunks = Rollup.OutputChunk[]

/** A chunk's file and every chunk it imports statically, however deep. */
function withStaticImports(chunks: Chunks, start: Rollup.OutputChunk): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const files = new Set<string>()
  const visit = (chunk: Rollup.OutputChunk) => {
    if (files.has(chunk.fileName)) return
    files.add(chunk.fileName)
    for (const file of chunk.imports) {
      const imported = byFile.get(file)
      if (imported) visit(imported)
    }
  }
  visit(start)
  return [...files]
}

function chunkOf(chunks: Chunks, root: string, module: string): Rollup.OutputChunk {
  const id = resolve(root, module)
  const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id))
  if (!chunk) throw new Error(`firstLoadPreloads: no chunk holds ${module}`)
  return chunk
}

/** How many of a page's chunks the inline script asks for in one task (it yields in between). */
const batchSize = 8

/** The inline script that asks for the chunks of the page being opened, if it is one of them. */
function preloadScript(base: string, pages: Array<FirstLoadPage & { files: string[] }>): string {
  const table = JSON.stringify(
    pages.map(({ path, sessionKey, files }) => [base + path.replace(/^\//, ''), sessionKey, files]),
  )
  return `;(function () {
  var pages = ${table}
  function hasSession(key) {
    try { return !!(localStorage.getItem(key) || sessionStorage.getItem(key)) } catch (error) { return false }
  }
  function preload(file) {
    var link = document.createElement('link')
    var isStyle = file.slice(-4) === '.css'
    link.rel = isStyle ? 'preload' : 'modulepreload'
    if (isStyle) link.as = 'style'
    link.crossOrigin = ''
    link.href = ${JSON.stringify(base)} + file
    document.head.appendChild(link)
  }
  // ${batchSize} links a task: each starts a fetch, some 1–5 ms at a phone's CPU speed.
  function preloadFrom(files, start) {
    for (var j = start; j < Math.min(start + ${batchSize}, files.length); j++) preload(files[j])
    if (start + ${batchSize} < files.length) setTimeout(function () { preloadFrom(files, start + ${batchSize}) }, 0)
  }
  for (var i = 0; i < pages.length; i++) {
    var page = pages[i]
    // A task after the entry's own links, which the same task as this script adds.
    if (page[0] === location.pathname && (!page[1] || hasSession(page[1])))
      setTimeout(preloadFrom.bind(null, page[2], 0), 0)
  }
})()`
}

/**
 * Without Vite's preload helper (vite.config.ts says why), the browser finds a page's chunks one
 * import level at a time: the dashboard's first load went ten levels deep, a round trip each on a
 * phone network. index.html now names them all at once, before the first module runs: the entry's
 * own imports as `<link rel=modulepreload>` tags, and for the pages listed here, a small script
 * that preloads the chunks of the page being opened (nothing runs on the main thread later).
 */
export function firstLoadPreloads(pages: FirstLoadPage[]): Plugin {
  let root = process.cwd()
  let base = '/'
  return {
    name: 'cea-first-load-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // The app's page only (Storybook builds its own iframe.html with this config).
        if (!context.bundle || context.path !== '/index.html') return
        const chunks = Object.values(context.bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        )
        const entry = chunks.find((chunk) => chunk.isEntry)
        if (!entry) return
        const entryFiles = new Set(withStaticImports(chunks, entry))
        const entryPreloads = [...entryFiles]
          .filter((file) => file !== entry.fileName)
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const pageFiles = pages.map((page) => {
          const scripts = [
            ...new Set(
              page.modules.flatMap((module) =>
                withStaticImports(chunks, chunkOf(chunks, root, module)),
              ),
            ),
          ].filter((file) => !entryFiles.has(file))
          // The route's styles too: the app waits for them before it shows the route.
          const styles = scripts.flatMap((file) => [
            ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
          ])
          return { ...page, files: [...new Set(styles), ...scripts] }
        })
        // Right after the entry's own <script>, before the stylesheet: an inline script placed
        // after a stylesheet would wait for it to download before it runs.
        const entryScript = new RegExp(
          `<script type="module"[^>]*src="${base}${entry.fileName}"[^>]*></script>`,
        )
        const preloads = [
          ...entryPreloads,
          `<script ${firstLoadScriptAttribute}>${preloadScript(base, pageFiles)}</script>`,
        ].join('\n    ')
        if (!entryScript.test(html))
          throw new Error('firstLoadPreloads: no entry <script> in index.html')
        return html.replace(entryScript, (tag) => `${tag}\n    ${preloads}`)
      },
    },
  }
}
