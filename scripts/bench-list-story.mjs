// What the long-list benches share (bench-email-list.mjs, bench-chat-conversation.mjs): serving the
// static Storybook, timing a story's first render over several loads, scrolling it twice (as
// Storybook serves it, then with Storybook's own DOM observers off) and printing the figures.
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { chromium } from 'playwright'
import { benchChromiumPath, chromiumArgs } from './chromium-path.mjs'
import { runCommand, startServer, waitForUrl } from './run-step.mjs'

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

function hasStory(storybookDir, storyId) {
  const index = join(storybookDir, 'index.json')
  if (!existsSync(join(storybookDir, 'iframe.html')) || !existsSync(index)) return false
  return Boolean(JSON.parse(readFileSync(index, 'utf8')).entries?.[storyId])
}

/** Builds Storybook into `storybookDir` when it lacks `storyId` (or when `build` is true). */
export async function ensureStorybookStory(storybookDir, storyId, build) {
  if (build ?? !hasStory(storybookDir, storyId)) {
    await runCommand('./node_modules/.bin/storybook', [
      'build',
      '--quiet',
      '--loglevel',
      'warn',
      '--output-dir',
      storybookDir,
    ])
  }
  if (!hasStory(storybookDir, storyId)) throw new Error(`${storybookDir} has no story ${storyId}`)
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
 * Runs in the page before any script (`watchArg`): notes in `window.__benchFirstRow` the first
 * frame in which `target` is in the DOM and visible, and how many `rows` there are then.
 */
export function watchFirstShown({ target: targetSelector, rows }) {
  const seen = { at: undefined, rows: 0 }
  window.__benchFirstRow = seen
  const poll = () => {
    const target = document.querySelector(targetSelector)
    const box = target?.getBoundingClientRect()
    if (
      target &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.top < innerHeight &&
      target.checkVisibility()
    ) {
      seen.at = performance.now()
      seen.rows = document.querySelectorAll(rows).length
      return
    }
    requestAnimationFrame(poll)
  }
  requestAnimationFrame(poll)
}

/**
 * One page load, after `watchFirstShown`: ms from the `since` mark (`startTime` or `responseEnd`) of
 * the `which` ('first' or 'last') call whose URL holds `call` to the first frame `target` showed.
 */
export async function firstShownAfterCall(page, { call, since, which }) {
  await page.waitForFunction(() => window.__benchFirstRow?.at !== undefined, null, {
    timeout: 60_000,
  })
  return page.evaluate(
    ({ call: path, since: mark, which: end }) => {
      const calls = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes(path))
      const timing = end === 'first' ? calls[0] : calls.at(-1)
      if (!timing) throw new Error(`No resource timing for the ${path} call`)
      return { ms: window.__benchFirstRow.at - timing[mark], rows: window.__benchFirstRow.rows }
    },
    { call, since, which },
  )
}

/**
 * Runs in the page: scrolls `scroller` `step` px per animation frame, each frame's duration from
 * rAF timestamps, counting the `row` elements; from the top to the bottom, or with `stretchFrames`
 * that many frames from the top, then a jump to the middle (its frame kept apart in `jumpMs`) and
 * that many again. Looks for `lastRow` at the end; with `call`, counts the calls whose URL holds
 * it made meanwhile and the rows they asked for (`limit`), once no `pending` element is left.
 */
export function scrollInFrames({
  step,
  scroller: scrollerSelector,
  row,
  lastRow,
  stretchFrames,
  call,
  pending,
}) {
  const scroller = document.querySelector(scrollerSelector)
  if (!scroller) throw new Error(`No ${scrollerSelector} on the page`)
  const rowCount = () => document.querySelectorAll(row).length
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  if (call) performance.setResourceTimingBufferSize(10_000)
  return (async () => {
    scroller.scrollTop = 0
    await nextFrame()
    await nextFrame()
    const rowsAtTop = rowCount()
    const bottom = scroller.scrollHeight - scroller.clientHeight
    const stretches = stretchFrames
      ? [
          [0, stretchFrames],
          [Math.round(bottom / 2), stretchFrames],
        ]
      : [[0, Infinity]]
    const frames = []
    const jumpMs = []
    let maxRows = rowsAtTop
    let last = await nextFrame()
    const started = last
    for (const [from, count] of stretches) {
      if (scroller.scrollTop !== from) {
        scroller.scrollTop = from
        const now = await nextFrame()
        jumpMs.push(now - last)
        last = now
      }
      for (let frame = 0; frame < count && scroller.scrollTop < bottom - 1; frame += 1) {
        scroller.scrollTop = Math.min(bottom, scroller.scrollTop + step)
        const now = await nextFrame()
        frames.push(now - last)
        last = now
        maxRows = Math.max(maxRows, rowCount())
      }
    }
    await nextFrame()
    // The last windows asked for answer first (at most ~10 s), so their calls are counted.
    for (let wait = 0; pending && wait < 600 && document.querySelector(pending); wait += 1)
      await nextFrame()
    const calls = call
      ? performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes(call) && entry.startTime >= started)
      : []
    return {
      frames,
      jumpMs,
      durationMs: last - started,
      rowsAtTop,
      maxRows: Math.max(maxRows, rowCount()),
      reachedLastRow: Boolean(lastRow && document.querySelector(lastRow)),
      calls: calls.length,
      rowsAsked: calls.reduce(
        (sum, entry) => sum + Number(new URL(entry.name).searchParams.get('limit') ?? 0),
        0,
      ),
    }
  })()
}

/**
 * Serves `storybookDir` on `port` (a free one if none) and measures the story `storyId`: page loads
 * timed by `measureRender` (after `watch` runs in each page, given `watchArg`), then `scroll` run in the page with
 * `scrollArg` (default `scrollStepPx`), twice: as Storybook serves the story, then with its DOM
 * observers disconnected (only the second when `servedScroll` is false: `scroll` is then null).
 */
export async function measureListStory({
  storybookDir,
  port,
  storyId,
  watch,
  watchArg,
  measureRender,
  scroll,
  scrollStepPx,
  scrollArg = scrollStepPx,
  servedScroll = true,
  runs = renderRuns,
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
  const browser = await chromium.launch({ executablePath: benchChromiumPath(), args: chromiumArgs })
  try {
    await waitForUrl(`${origin}/iframe.html`)
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    await context.addInitScript(watch, watchArg)
    await context.addInitScript(recordToolObservers)
    const page = await context.newPage()
    const url = `${origin}/iframe.html?id=${storyId}&viewMode=story`
    const renders = []
    for (let run = 0; run < runs; run += 1) {
      if (run === 0) await page.goto(url)
      else await page.reload()
      renders.push(await measureRender(page))
    }
    // The scroll starts once the story's own play (which scrolls) and axe check are over.
    await waitForStoryDone(page)
    const served = servedScroll ? await page.evaluate(scroll, scrollArg) : null
    const observersOff = await page.evaluate(disconnectToolObservers)
    const appOnly = await page.evaluate(scroll, scrollArg)
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
