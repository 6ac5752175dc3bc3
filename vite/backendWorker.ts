import { build, type Plugin, type Rollup, type ViteDevServer } from 'vite'

export const backendWorkerFile = 'backend-worker.js'
const workerEntry = 'src/mocks/serviceWorker.ts'
/** Files the worker is built from: a change rebuilds it in the dev server. */
const workerSources = /\/src\/(mocks|fixtures|api)\//

/** The simulated back end as one classic script: handlers, store, msw core, jose, zod, fixtures. */
async function bundleWorker(root: string, isDev: boolean): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: isDev ? 'development' : 'production',
    build: {
      write: false,
      copyPublicDir: false,
      emptyOutDir: false,
      target: 'es2022',
      minify: !isDev,
      lib: {
        entry: workerEntry,
        formats: ['iife'],
        name: 'ceaBackendWorker',
        fileName: () => backendWorkerFile,
      },
    },
  })
  const outputs: Rollup.RollupOutput[] = Array.isArray(output)
    ? output
    : [output as Rollup.RollupOutput]
  const chunk = outputs
    .flatMap((result) => result.output)
    .find((file): file is Rollup.OutputChunk => file.type === 'chunk')
  if (!chunk) throw new Error(`Building ${workerEntry} produced no script`)
  return chunk.code
}

function serveInDev(server: ViteDevServer): void {
  let script: Promise<string> | undefined
  server.watcher.on('change', (file) => {
    if (!workerSources.test(file.replaceAll('\\', '/'))) return
    script = undefined
    // The page asks its registration to update; the new worker takes over and pages reload.
    server.ws.send({ type: 'custom', event: 'cea:backend-changed' })
  })
  server.middlewares.use((request, response, next) => {
    if ((request.url ?? '').split('?')[0] !== `/${backendWorkerFile}`) return next()
    // Stamped, so the browser sees a new worker even when a change leaves the bundle's code alike.
    script ??= bundleWorker(server.config.root, true).then(
      (code) => `// built ${new Date().toISOString()}\n${code}`,
    )
    script.then(
      (code) => {
        response.setHeader('Content-Type', 'text/javascript')
        response.setHeader('Cache-Control', 'no-cache')
        response.end(code)
      },
      (error: unknown) => {
        script = undefined
        next(error)
      },
    )
  })
}

/**
 * Builds the back end's service worker beside the app: `/backend-worker.js` in
 * `dist/`, served (and rebuilt when a handler changes) by the dev server. Not in
 * Storybook, which keeps msw in the page for per-story handlers.
 */
export function backendWorker(): Plugin {
  let root = process.cwd()
  let isApp = true
  return {
    name: 'cea-backend-worker',
    configResolved(config) {
      root = config.root
      isApp = process.env.STORYBOOK !== 'true'
    },
    configureServer(server) {
      if (isApp) serveInDev(server)
    },
    async generateBundle() {
      if (!isApp) return
      const source = await bundleWorker(root, false)
      this.emitFile({ type: 'asset', fileName: backendWorkerFile, source })
    },
  }
}
