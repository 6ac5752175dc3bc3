// Lighthouse (mobile preset, simulated throttling) against the built app (brotli) in Debian's
// Chromium, each page twice over: cold and warm, and on two servers: `vite preview` (HTTP/1.1, so
// six connections to the origin) and an HTTP/2 static server, as a static host or CDN serves the
// app (scripts/static-http2-server.mjs). Lighthouse needs Node ≥ 22.19 from
// version 13, so it runs as `npx lighthouse@12.8.2` (see ../shared/TOOLCHAIN.md) and attaches to
// a Chromium this script starts (and signs in, for the signed-in pages).
//
// - cold: the HTTP cache and the code cache are emptied before every run (the DevTools protocol's
//   Network.clearBrowserCache, what Lighthouse itself does when it resets storage); storage is
//   kept, so a signed-in page stays signed in. The sign-in page is a first visit: storage is reset
//   too, and the back end's worker is installed during the audit. Every script and stylesheet
//   of a cold run must come from the network with a 200, or the run is rejected.
// - warm: a repeat visit: the page was opened once before, and Lighthouse keeps the cache
//   (--disable-storage-reset), so the files are revalidated (`vite preview` says no-cache).
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright'
import { signIn, startPreview } from './bench-first-load.mjs'
import { benchChromiumPath, chromiumArgs } from './chromium-path.mjs'
import { runCommandQuietly } from './run-step.mjs'
import { startHttp2Static } from './static-http2-server.mjs'

const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4181)
const http2Port = Number(process.env.BENCH_LIGHTHOUSE_HTTP2_PORT ?? 4182)
const debuggingPort = Number(process.env.BENCH_LIGHTHOUSE_CDP_PORT ?? 9334)
const lighthouseVersion = '12.8.2'
/** Runs per page; the median run is reported (single runs vary by 10 points on a shared machine). */
const runsPerPage = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3))
const modes = (process.env.BENCH_LIGHTHOUSE_MODES ?? 'cold,warm').split(',')
/**
 * Which servers: `http1` is `vite preview`, `http2` the static HTTP/2 server (a CDN's protocol).
 * The targets are checked on both; the same build differs by up to 15 points between them.
 */
const servers = (process.env.BENCH_LIGHTHOUSE_SERVERS ?? 'http1,http2').split(',')
/** Every run's report stays here, for a look at what a page waited on. */
const reportDir = '.bench/lighthouse'
/** Pages a visitor opens signed out; every other page is audited signed in as the admin. */
const signedOutPaths = new Set(['/login', '/register'])

/** The pages measured, with the targets of #14 and #30 (they apply to the cold runs). */
export const lighthouseTargets = (
  process.env.BENCH_LIGHTHOUSE_PATHS ?? '/login,/,/apps/email,/apps/user/list'
)
  .split(',')
  .map((path) => ({
    path,
    minPerformance: 90,
    maxLayoutShift: 0.02,
    maxFirstContentfulPaintMs: 1800,
    maxLargestContentfulPaintMs: 2500,
    maxTotalBlockingTimeMs: 200,
  }))

/** What a run moved over the network, from its requests: transferred bytes are brotli where the build wrote a copy. */
function transfers(result, mode, site) {
  const requests = result.audits['network-requests']?.details?.items ?? []
  const sum = (type) =>
    requests
      .filter((request) => request.resourceType === type)
      .reduce((total, request) => total + (request.transferSize ?? 0), 0)
  const files = requests.filter(
    (request) =>
      (request.resourceType === 'Script' || request.resourceType === 'Stylesheet') &&
      request.url.startsWith(site),
  )
  const cached = files.filter((request) => request.statusCode !== 200 || !request.transferSize)
  if (mode === 'cold' && cached.length > 0)
    throw new Error(
      `A cold run had ${cached.length} of ${files.length} scripts and stylesheets from the cache: ${cached
        .slice(0, 3)
        .map((request) => `${request.url} (${request.statusCode}, ${request.transferSize} B)`)
        .join(', ')}`,
    )
  return {
    scriptBytes: sum('Script'),
    stylesheetBytes: sum('Stylesheet'),
    files: files.length,
    filesFromCache: cached.length,
  }
}

async function audit(site, server, path, mode, run) {
  const name = `${path.replaceAll('/', '_') || 'root'}-${mode}-${server}-${run}.json`
  const report = join(reportDir, name)
  // A first visit to the sign-in page: Lighthouse resets the origin's storage (and its worker).
  const isFirstVisit = mode === 'cold' && signedOutPaths.has(path)
  await runCommandQuietly(
    'npx',
    [
      '--yes',
      `lighthouse@${lighthouseVersion}`,
      `${site}${path}`,
      `--port=${debuggingPort}`,
      ...(isFirstVisit ? [] : ['--disable-storage-reset']),
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      ...(process.env.BENCH_LIGHTHOUSE_FLAGS?.split(' ').filter(Boolean) ?? []),
    ],
    { env: { ...process.env, CHROME_PATH: benchChromiumPath() } },
  )
  const result = JSON.parse(readFileSync(report, 'utf8'))
  const value = (id) => result.audits[id]?.numericValue
  return {
    path,
    mode,
    server,
    performance: Math.round((result.categories.performance.score ?? 0) * 100),
    layoutShift: value('cumulative-layout-shift'),
    firstContentfulPaintMs: value('first-contentful-paint'),
    largestContentfulPaintMs: value('largest-contentful-paint'),
    totalBlockingTimeMs: value('total-blocking-time'),
    // The same page scores some twenty points apart on hosts of different speed: the host's CPU
    // benchmark (higher is faster) and the main-thread work (at the simulated 4x slowdown) say
    // whether a change of score is the page's or the machine's.
    hostBenchmarkIndex: result.environment?.benchmarkIndex,
    mainThreadWorkMs: value('mainthread-work-breakdown'),
    ...transfers(result, mode, site),
  }
}

/** Empties the HTTP cache and the code cache of the whole profile (storage stays). */
async function clearCaches(page) {
  const session = await page.context().newCDPSession(page)
  await session.send('Network.clearBrowserCache')
  await session.detach()
}

function median(runs) {
  const ranked = [...runs].sort((a, b) => a.performance - b.performance)
  return {
    ...ranked[Math.floor((ranked.length - 1) / 2)],
    runs: runs.map((run) => run.performance),
  }
}

/** Audits the targets on one server in one Chromium profile, signed in or not. */
async function auditInProfile(targets, { site, server, isSignedIn, browserFlags }) {
  const profile = mkdtempSync(join(tmpdir(), 'cea-lighthouse-'))
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: benchChromiumPath(),
    args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`, ...browserFlags],
  })
  try {
    const page = browser.pages()[0] ?? (await browser.newPage())
    if (isSignedIn) await signIn(page, site)
    const results = []
    for (const target of targets) {
      for (const mode of modes) {
        if (mode === 'warm') {
          // A repeat visit: the page was opened once, its files are in the cache.
          await page.goto(`${site}${target.path}`)
          await page.waitForLoadState('networkidle')
        }
        // No tab of the site stays open beside Lighthouse's (its renderer could lend compiled code).
        await page.goto('about:blank')
        const runs = []
        for (let run = 1; run <= runsPerPage; run += 1) {
          if (mode === 'cold') await clearCaches(page)
          runs.push(await audit(site, server, target.path, mode, run))
        }
        results.push({ ...target, ...median(runs) })
      }
    }
    return results
  } finally {
    await browser.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

/** Every target in every mode on one server. */
async function auditOn(site, server, browserFlags = []) {
  const signedOut = lighthouseTargets.filter((target) => signedOutPaths.has(target.path))
  const signedIn = lighthouseTargets.filter((target) => !signedOutPaths.has(target.path))
  return [
    ...(signedOut.length
      ? await auditInProfile(signedOut, { site, server, isSignedIn: false, browserFlags })
      : []),
    ...(signedIn.length
      ? await auditInProfile(signedIn, { site, server, isSignedIn: true, browserFlags })
      : []),
  ]
}

export async function benchLighthouse({ outDir = 'dist' } = {}) {
  mkdirSync(reportDir, { recursive: true })
  const results = []
  if (servers.includes('http1')) {
    const preview = await startPreview(outDir, { port })
    try {
      results.push(...(await auditOn(`http://127.0.0.1:${port}`, 'http1')))
    } finally {
      preview.kill()
    }
  }
  if (servers.includes('http2')) {
    const http2 = await startHttp2Static(outDir, http2Port)
    if ('unavailable' in http2) console.warn(`Lighthouse over HTTP/2 skipped: ${http2.unavailable}`)
    else {
      try {
        // The server's throwaway certificate, trusted by its key.
        results.push(...(await auditOn(http2.origin, 'http2', [http2.chromiumTrustFlag])))
      } finally {
        await http2.close()
      }
    }
  }
  const order = (result) => lighthouseTargets.findIndex((target) => target.path === result.path)
  return results.sort(
    (a, b) =>
      order(a) - order(b) ||
      servers.indexOf(a.server) - servers.indexOf(b.server) ||
      modes.indexOf(a.mode) - modes.indexOf(b.mode),
  )
}

function isWithinTargets(result) {
  return (
    result.performance >= result.minPerformance &&
    result.layoutShift <= result.maxLayoutShift &&
    result.firstContentfulPaintMs <= result.maxFirstContentfulPaintMs &&
    result.largestContentfulPaintMs <= result.maxLargestContentfulPaintMs &&
    result.totalBlockingTimeMs <= result.maxTotalBlockingTimeMs
  )
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`

export function printLighthouse(results) {
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile preset (simulated throttling), median of ${runsPerPage} runs` +
      `\n(cold: HTTP and code caches emptied, storage kept — /login a first visit; warm: a repeat visit;` +
      ` http1: vite preview, six connections; http2: one HTTP/2 connection, as a static host or CDN serves it.` +
      ` Targets, cold: performance ≥ 90, FCP ≤ 1.8 s, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.02; JS/CSS as transferred, brotli (the build's copies, vite/precompressedAssets.ts): JS includes the styles lazy chunks carry)`,
  )
  for (const result of results) {
    const verdict = result.mode === 'cold' ? (isWithinTargets(result) ? 'within' : 'OVER') : ''
    console.log(
      `${result.path.padEnd(16)} ${result.mode.padEnd(4)} ${result.server}  performance ${String(result.performance).padStart(3)}  ` +
        `FCP ${String(Math.round(result.firstContentfulPaintMs)).padStart(4)} ms  ` +
        `LCP ${String(Math.round(result.largestContentfulPaintMs)).padStart(4)} ms  ` +
        `TBT ${String(Math.round(result.totalBlockingTimeMs)).padStart(3)} ms  CLS ${result.layoutShift.toFixed(3)}  ` +
        `JS ${kb(result.scriptBytes).padStart(6)}  CSS ${kb(result.stylesheetBytes).padStart(5)}  ` +
        `main-thread ${Math.round(result.mainThreadWorkMs)} ms  host CPU ${Math.round(result.hostBenchmarkIndex)}  ` +
        `runs ${result.runs.join(', ')}  ${verdict}`,
    )
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  printLighthouse(await benchLighthouse({ outDir: process.env.BENCH_DIST ?? 'dist' }))
