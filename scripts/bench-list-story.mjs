// What the long-list benches share (bench-email-list.mjs, bench-chat-conversation.mjs): serving the
// static Storybook, timing a story's first render over several loads, scrolling it twice (as
// Storybook serves it, then with Storybook's own DOM observers off) and printing the figures.
import { createServer } from 'node:net'
import { chromium } from 'playwright'
import { chromiumArgs, chromiumPath } from './chromium-path.mjs'
import { startServer, waitForUrl } from './run-step.mjs'

const renderRuns = 5
const frameBudgetMs = 16.7
// rAF timestamps sit on vsync but read with 0.1 ms precision: 16.8 is still an on-time frame.
const timestampSlackMs = 0.3

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export const round = (value) => Math.round(value * 10) / 10

/** Runs in the page before any script: keeps the mutation observers put on the story root or body. */
export function recordToolObservers() {
  const observers = []
  window.__benchToolObservers = observers
  const observe = MutationObserver.prototype.observe
  MutationObserver.prototype.observe = function (target, options) {
    if (target === document.body || (target instanceof Element && target.id === 'storybook-root'))
      observers.push(this)
    return observe.call(this, target, options)
  }
}

/** Disconnects the observers `recordToolObservers` kept; answers how many there were. */
export function disconnectToolObservers() {
  for (const observer of window.__benchToolObservers) observer.disconnect()
  return window.__benchToolObservers.length
}

/** Waits until Storybook has run the story's play function and its axe check. */
export async function waitForStoryDone(page) {
  await page.waitForFunction(
    () => {
      const phase = window.__STORYBOOK_PREVIEW__?.currentRender?.phase
      return phase === 'finished' || phase === 'errored' || phase === 'aborted'
    },
    null,
    { timeout: 120_000 },
  )
}

export function frameStats(frames) {
  const sorted = [...frames].sort((a, b) => a - b)
  return {
    frames: frames.length,
    over16_7ms: frames.filter((duration) => duration > frameBudgetMs + timestampSlackMs).length,
    p95Ms: round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0),
    maxMs: round(sorted.at(-1) ?? 0),
  }
}

/**
 * Serves `storybookDir` on `port` (a free one if none) and measures the story `storyId`: page loads
 * timed by `measureRender` (after `watch` runs in each page), then `scroll` run in the page with
 * `scrollStepPx`, twice: as Storybook serves the story, then with its DOM observers disconnected.
 */
export async function measureListStory({
  storybookDir,
  port,
  storyId,
  watch,
  measureRender,
  scroll,
  scrollStepPx,
}) {
  const serverPort = port ?? (await freePort())
  const origin = `http://127.0.0.1:${serverPort}`
  const server = startServer('./node_modules/.bin/http-server', [
    storybookDir,
    '-a',
    '127.0.0.1',
    '-p',
    String(serverPort),
    '-s',
  ])
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  try {
    await waitForUrl(`${origin}/iframe.html`)
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    await context.addInitScript(watch)
    await context.addInitScript(recordToolObservers)
    const page = await context.newPage()
    const url = `${origin}/iframe.html?id=${storyId}&viewMode=story`
    const renders = []
    for (let run = 0; run < renderRuns; run += 1) {
      if (run === 0) await page.goto(url)
      else await page.reload()
      renders.push(await measureRender(page))
    }
    // The scroll starts once the story's own play (which scrolls) and axe check are over.
    await waitForStoryDone(page)
    const served = await page.evaluate(scroll, scrollStepPx)
    const observersOff = await page.evaluate(disconnectToolObservers)
    const appOnly = await page.evaluate(scroll, scrollStepPx)
    await context.close()
    return { renders, scroll: served, appScroll: appOnly, observersOff }
  } finally {
    await browser.close()
    server.stop()
  }
}

/** The figures a list bench reports, from what `measureListStory` measured. */
export function listFigures(
  { renders, scroll, appScroll, observersOff },
  scrollStepPx,
  rowsAfterLoad,
) {
  return {
    render: {
      runs: renders.map((each) => round(each.ms)),
      medianMs: round(median(renders.map((each) => each.ms))),
    },
    scroll: {
      stepPxPerFrame: scrollStepPx,
      durationMs: Math.round(scroll.durationMs),
      ...frameStats(scroll.frames),
    },
    scrollWithoutStorybookObservers: {
      observersDisconnected: observersOff,
      durationMs: Math.round(appScroll.durationMs),
      ...frameStats(appScroll.frames),
    },
    domRows: {
      firstFrame: renders[0].rows,
      afterLoad: rowsAfterLoad,
      maxWhileScrolling: scroll.maxRows,
    },
  }
}

/** Prints a list bench's title, then its render, both scrolls and DOM rows in aligned columns. */
export function printListFigures(title, figures, { renderLabel, scrollLabel, rowsLabel }) {
  const { render, scroll, scrollWithoutStorybookObservers: appScroll, domRows } = figures
  const frames = (each) =>
    `${each.frames} frames in ${each.durationMs} ms, over 16.7 ms: ${each.over16_7ms}, p95 ${each.p95Ms} ms, max ${each.maxMs} ms`
  console.log(`\n${title}`)
  const rows = [
    [renderLabel, `median ${render.medianMs} ms  (runs: ${render.runs.join(', ')} ms)`],
    [`${scrollLabel}, ${scroll.stepPxPerFrame} px per frame`, frames(scroll)],
    [
      `  the same, Storybook's ${appScroll.observersDisconnected} DOM observers off`,
      frames(appScroll),
    ],
    [
      rowsLabel,
      `after load ${domRows.afterLoad}, most while scrolling ${domRows.maxWhileScrolling}`,
    ],
  ]
  const width = Math.max(...rows.map(([name]) => name.length))
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`)
}
