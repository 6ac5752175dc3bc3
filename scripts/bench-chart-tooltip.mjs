// The charts' interactive view: the size of its chunk (JS and CSS, gzip level 9) and the time from
// a person's first pointer over a chart to its first tooltip, with the CPU throttled 4× through
// CDP (Chromium against `vite preview` of the built app, signed in as the admin). Each run opens
// `/` in a fresh context (a cold cache: the chunk is fetched then), waits for the revenue report's
// chart to be drawn, moves the pointer onto its first bar and times, in the page, the first
// pointer event to the tooltip's node. The figure is the median of the runs.
//   node scripts/bench-chart-tooltip.mjs [--out-dir dist] [--runs 7]
import { readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright'
import { signIn, startPreview } from './bench-first-load.mjs'
import { benchChromiumPath, chromiumArgs } from './chromium-path.mjs'

const port = Number(process.env.BENCH_TOOLTIP_PORT ?? 4181)
const origin = `http://127.0.0.1:${port}`
/** The budget from first pointer to first tooltip at 4× CPU (issue #36). */
export const tooltipBudgetMs = 300

function interactiveChunk(outDir) {
  const files = readdirSync(`${outDir}/assets`).filter((file) =>
    file.startsWith('ChartInteraction-'),
  )
  const size = (ext) =>
    files
      .filter((file) => file.endsWith(ext))
      .reduce(
        (sum, file) =>
          sum + gzipSync(readFileSync(`${outDir}/assets/${file}`), { level: 9 }).length,
        0,
      )
  return { files, jsGzip: size('.js'), cssGzip: size('.css') }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function oneRun(browser, storageState) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState })
  const page = await context.newPage()
  try {
    await page.goto(`${origin}/`)
    const report = page.getByRole('region', { name: 'Revenue report' })
    const bar = report.locator('svg .role-mark path').first()
    await bar.waitFor({ state: 'visible', timeout: 60_000 })
    await page.waitForLoadState('networkidle')
    const hasVegaBefore = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.includes('/assets/chartDraw-')),
    )
    await page.evaluate(() => {
      const timing = { pointer: 0, tooltip: 0 }
      Reflect.set(window, 'ceaTooltipTiming', timing)
      addEventListener('pointermove', (event) => (timing.pointer ||= event.timeStamp), {
        capture: true,
      })
      new MutationObserver(() => {
        if (!timing.tooltip && document.querySelector('[role="tooltip"]'))
          timing.tooltip = performance.now()
      }).observe(document.body, { childList: true, subtree: true })
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await bar.hover()
    await page.getByRole('tooltip').waitFor({ timeout: 30_000 })
    const { pointer, tooltip } = await page.evaluate(() => Reflect.get(window, 'ceaTooltipTiming'))
    return { ms: tooltip - pointer, hasVegaBefore }
  } finally {
    await context.close()
  }
}

export async function benchChartTooltip({ outDir = 'dist', runs = 7 } = {}) {
  const server = await startPreview(outDir, { port })
  const browser = await chromium.launch({ executablePath: benchChromiumPath(), args: chromiumArgs })
  try {
    const signInPage = await browser.newPage()
    await signIn(signInPage, origin)
    const storageState = await signInPage.context().storageState()
    await signInPage.close()
    const timings = []
    let hasVegaBefore = false
    for (let run = 0; run < runs; run += 1) {
      const result = await oneRun(browser, storageState)
      timings.push(Math.round(result.ms))
      hasVegaBefore ||= result.hasVegaBefore
    }
    return { chunk: interactiveChunk(outDir), timings, medianMs: median(timings), hasVegaBefore }
  } finally {
    await browser.close()
    server.kill()
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

export function printChartTooltip({ chunk, timings, medianMs, hasVegaBefore }) {
  console.log(
    '\nCharts’ interactive view (chunk gzip level 9; first pointer → first tooltip at 4× CPU)',
  )
  console.log(
    `  chunk: JS ${kb(chunk.jsGzip)} + CSS ${kb(chunk.cssGzip)} (${chunk.files.join(', ')})`,
  )
  const verdict = medianMs <= tooltipBudgetMs ? 'within' : 'OVER'
  console.log(
    `  first tooltip: median ${medianMs} ms (${verdict} ${tooltipBudgetMs} ms); runs ${timings.join(', ')} ms`,
  )
  console.log(`  vega on the page before pointing: ${hasVegaBefore ? 'YES' : 'no'}`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = (flag, fallback) => {
    const index = process.argv.indexOf(flag)
    return index === -1 ? fallback : process.argv[index + 1]
  }
  printChartTooltip(
    await benchChartTooltip({ outDir: at('--out-dir', 'dist'), runs: Number(at('--runs', 7)) }),
  )
}
