// What a browser downloads on a first visit: for each route, every JS and CSS
// response from navigation to network idle, counted raw and gzip (level 9, as
// a static host would serve it), in Debian's Chromium against `vite preview`
// of the built app. Signed-in routes are measured after a sign-in with the HTTP
// cache cleared, so they count what a returning admin's cold load costs.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright'
import { benchChromiumPath, chromiumArgs } from './chromium-path.mjs'

const port = Number(process.env.BENCH_PORT ?? 4179)
const origin = `http://127.0.0.1:${port}`

/**
 * Starts the line of a lazy chunk that applies the chunk's styles (vite/inlineChunkCss.ts, whose
 * marker this is: a Node script cannot import that TypeScript file).
 */
const chunkStylesheetMarker = '/*cea:chunk-css*/'

/** The chart worker's scripts: its entry and the chunk that holds vega (chartDraw.ts). */
const chartChunk = /\/assets\/chart(Worker|Draw)-[^/]*\.js$/

export const firstLoadRoutes = [
  { path: '/login', signedIn: false, targetJsGzip: 220 * 1024 },
  // #14: the dashboards with the layout, before any chart: the chart worker's scripts (vega),
  // fetched by the worker once a chart comes to draw, are counted on a line of its own.
  { path: '/', signedIn: true, targetJsGzip: 300 * 1024, afterPaint: chartChunk },
  {
    path: '/dashboard/analytics',
    signedIn: true,
    targetJsGzip: 300 * 1024,
    afterPaint: chartChunk,
  },
  { path: '/apps/email', signedIn: true, targetJsGzip: 300 * 1024 },
  { path: '/apps/chat', signedIn: true, targetJsGzip: 300 * 1024 },
  { path: '/apps/user/list', signedIn: true, targetJsGzip: 300 * 1024 },
  { path: '/apps/roles', signedIn: true, targetJsGzip: 300 * 1024 },
  { path: '/apps/invoice/list', signedIn: true, targetJsGzip: 300 * 1024 },
  { path: '/apps/user/view/1', signedIn: true, targetJsGzip: 330 * 1024 },
  { path: '/apps/todo', signedIn: true, targetJsGzip: 300 * 1024 },
  { path: '/apps/calendar', signedIn: true, targetJsGzip: 360 * 1024 },
  { path: '/apps/ecommerce/shop', signedIn: true, targetJsGzip: 300 * 1024 },
  { path: '/apps/ecommerce/checkout', signedIn: true, targetJsGzip: 330 * 1024 },
  { path: '/apps/invoice/preview/3101', signedIn: true, targetJsGzip: 300 * 1024 },
  { path: '/apps/invoice/edit/3101', signedIn: true, targetJsGzip: 330 * 1024 },
  { path: '/datatables/advance', signedIn: true, targetJsGzip: 330 * 1024 },
  { path: '/datatables/basic', signedIn: true, targetJsGzip: 330 * 1024 },
  { path: '/pages/api-key', signedIn: true, targetJsGzip: 300 * 1024 },
  { path: '/pages/account-settings', signedIn: true, targetJsGzip: 300 * 1024 },
  { path: '/pages/pricing', signedIn: true, targetJsGzip: 300 * 1024 },
  { path: '/pages/license', signedIn: true, targetJsGzip: 300 * 1024 },
  { path: '/pages/faq', signedIn: true, targetJsGzip: 300 * 1024 },
  { path: '/pages/blog/detail/1', signedIn: true, targetJsGzip: 300 * 1024 },
  { path: '/pages/profile', signedIn: true, targetJsGzip: 300 * 1024 },
  { path: '/pages/blog/list', signedIn: true, targetJsGzip: 300 * 1024 },
  // The editor: Tiptap (lazy) is fetched once the form has painted, and counted here.
  { path: '/pages/blog/edit/1', signedIn: true, targetJsGzip: 330 * 1024 },
  {
    path: '/pages/knowledge-base/integrations/use-webhooks',
    signedIn: true,
    targetJsGzip: 300 * 1024,
  },
  // Nine charts drawn at once: the count includes vega's lazy chunk (~300 KB gzip), fetched after
  // the page has painted its cards.
  { path: '/charts', signedIn: true, targetJsGzip: 600 * 1024 },
]

export async function startPreview(outDir, { port: at = port } = {}) {
  const site = `http://127.0.0.1:${at}`
  const server = spawn(
    './node_modules/.bin/vite',
    ['preview', '--host', '127.0.0.1', '--port', String(at), '--strictPort', '--outDir', outDir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(site)).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  server.kill()
  throw new Error(`vite preview did not answer on ${site}`)
}

function kindOf(url, contentType) {
  if (/\.css(\?|$)/.test(url) || contentType.includes('text/css')) return 'css'
  if (/\.m?js(\?|$)/.test(url) || contentType.includes('javascript')) return 'js'
  if (/\.json(\?|$)/.test(url) || contentType.includes('json')) return 'json'
  return undefined
}

/** Notes the time the loading screen starts to leave: the app's first screen is in. */
function watchFirstScreen() {
  const note = () => {
    const screen = document.getElementById('loading-screen')
    if (screen && screen.dataset.state !== 'leaving') return false
    window.__firstScreenAt ??= performance.now()
    return true
  }
  const observer = new MutationObserver(() => note() && observer.disconnect())
  document.addEventListener('DOMContentLoaded', () => {
    if (!note())
      observer.observe(document.body, { subtree: true, childList: true, attributes: true })
  })
}

/**
 * The styles a lazy chunk applies itself (one line, after Vite's list of its imports' files if it
 * has one) and the rest of it: undefined for a chunk without.
 */
function chunkStylesheet(body) {
  const start = body.indexOf(chunkStylesheetMarker)
  if (start < 0 || (start > 0 && body[start - 1] !== 10)) return undefined
  const end = body.indexOf(10, start) + 1 || body.length
  const weigh = (part) => ({ raw: part.length, gzip: gzipSync(part, { level: 9 }).length })
  const script = Buffer.concat([body.subarray(0, start), body.subarray(end)])
  return { ...weigh(body.subarray(start, end)), script: weigh(script) }
}

/** The page's own requests started before its first screen, and their gzip bytes. */
async function requestsBeforeFirstScreen(page, files) {
  const started = await page.evaluate(() => {
    const at = window.__firstScreenAt ?? Infinity
    return [
      location.href,
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < at)
        .map((entry) => entry.name),
    ]
  })
  const own = started.filter((url) => url.startsWith(origin))
  const gzip = own.reduce((total, url) => total + (files.get(url)?.gzip ?? 0), 0)
  if (process.env.BENCH_VERBOSE) for (const url of own) console.log('  before first screen', url)
  return { requests: own.length, gzip }
}

export async function signIn(page, site = origin) {
  await page.goto(`${site}/login`)
  await page.getByLabel(/email/i).first().fill('admin@demo.com')
  await page
    .getByLabel(/password/i)
    .first()
    .fill('admin')
  await page.getByRole('button', { name: /sign in/i }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 })
  await page.waitForLoadState('networkidle')
}

async function measureRoute(browser, route) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  if (route.signedIn) await signIn(page)
  await cdp.send('Network.clearBrowserCache')
  await page.addInitScript(watchFirstScreen)
  const files = new Map()
  const pending = []
  page.on('response', (response) => {
    const url = response.url()
    if (!url.startsWith(origin)) return
    const type = kindOf(url, response.headers()['content-type'] ?? '')
    if (!type) return
    const kind = route.afterPaint?.test(new URL(url).pathname) ? 'afterPaint' : type
    pending.push(
      response
        .body()
        .then((body) => {
          const sheet = kind === 'js' ? chunkStylesheet(body) : undefined
          files.set(url, {
            kind,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            sheet,
          })
        })
        .catch(() => undefined),
    )
  })
  await page.goto(`${origin}${route.path}`, { waitUntil: 'networkidle' })
  await Promise.all(pending)
  const beforeFirstScreen = await requestsBeforeFirstScreen(page, files)
  await context.close()
  // A lazy chunk's styles travel in a line of its own (vite/inlineChunkCss.ts): counted as CSS.
  const partOf = (file, kind) => {
    if (file.kind === 'js' && file.sheet)
      return kind === 'css' ? file.sheet : kind === 'js' ? file.sheet.script : undefined
    return file.kind === kind ? file : undefined
  }
  const sum = (kind) =>
    [...files.values()].reduce(
      (total, file) => {
        const part = partOf(file, kind)
        if (!part) return total
        return {
          files: total.files + (file.kind === kind ? 1 : 0),
          raw: total.raw + part.raw,
          gzip: total.gzip + part.gzip,
        }
      },
      { files: 0, raw: 0, gzip: 0 },
    )
  if (process.env.BENCH_VERBOSE)
    for (const [url, file] of files)
      console.log(route.path, file.kind, file.gzip, url.slice(origin.length))
  return {
    path: route.path,
    targetJsGzip: route.targetJsGzip,
    js: sum('js'),
    css: sum('css'),
    beforeFirstScreen,
    ...(route.afterPaint ? { afterPaint: sum('afterPaint') } : {}),
  }
}

/** The back end's service worker script on its own (built into dist/ by the worker plugin). */
function workerScript(outDir) {
  const file = `${outDir}/backend-worker.js`
  if (!existsSync(file)) return undefined
  const content = readFileSync(file)
  return {
    file: 'backend-worker.js',
    raw: statSync(file).size,
    gzip: gzipSync(content, { level: 9 }).length,
  }
}

export async function benchFirstLoad({ outDir = 'dist' } = {}) {
  const server = await startPreview(outDir)
  const browser = await chromium.launch({ executablePath: benchChromiumPath(), args: chromiumArgs })
  try {
    const routes = []
    // BENCH_ROUTES=/pages/faq,/apps/email measures only those routes of the list.
    const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean)
    for (const route of firstLoadRoutes) {
      if (only && !only.includes(route.path)) continue
      routes.push(await measureRoute(browser, route))
    }
    return { routes, worker: workerScript(outDir) }
  } finally {
    await browser.close()
    server.kill()
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

export function printFirstLoad({ routes, worker }) {
  console.log(
    '\nFirst load in Chromium, navigation → network idle (every JS/CSS response, gzip level 9; the styles\n' +
      'a lazy chunk carries in a line of its own count as CSS, not JS)',
  )
  for (const route of routes) {
    const verdict = route.js.gzip <= route.targetJsGzip ? 'within' : 'OVER'
    console.log(
      `${route.path.padEnd(15)}  JS ${kb(route.js.gzip).padStart(9)} gzip (${kb(route.js.raw)} raw, ${route.js.files} files; ${verdict} target ${kb(route.targetJsGzip)})  ` +
        `CSS ${kb(route.css.gzip).padStart(8)} gzip (${kb(route.css.raw)} raw, ${route.css.files} files)`,
    )
    console.log(
      `${''.padEnd(15)}  before the first screen: ${route.beforeFirstScreen.requests} requests, ${kb(route.beforeFirstScreen.gzip)} gzip (JS, CSS, translations; the page itself counted, not its bytes)`,
    )
    if (route.afterPaint?.files)
      console.log(
        `${''.padEnd(15)}  then the chart worker (vega) after the first paint: ${kb(route.afterPaint.gzip)} gzip (${kb(route.afterPaint.raw)} raw)`,
      )
  }
  if (worker)
    console.log(
      `back-end service worker (${worker.file}): ${kb(worker.gzip)} gzip, ${kb(worker.raw)} raw`,
    )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchFirstLoad({ outDir: process.env.BENCH_DIST ?? 'dist' })
  printFirstLoad(result)
}
