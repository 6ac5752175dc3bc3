// The 10,000-email list in Chromium, part of `npm run bench`: the story
// `Screens/Email/Large mailbox` (stories/screens/email/LargeMailbox.stories.tsx) from a static
// Storybook, under its MSW worker with no latency. Measures, in the page:
// - list render: from the emails response's `responseEnd` (resource timing of the
//   /apps/email/emails call) to the first animation frame in which the first row is in the DOM
//   and visible (rAF polling from an init script); median of several page loads;
// - scroll: the list's scroller from top to bottom, a fixed 120 px per animation frame (about
//   5,300 frames for 10,000 rows of 64 px), each frame's duration from rAF timestamps;
// - DOM rows: `li.cea-email-row` after load, and the most seen in any frame while scrolling.
// The scroll runs twice: as Storybook serves the story, then with Storybook's own mutation
// observers on the story root and body disconnected. Those observers (its highlight overlay and
// testing-library's `waitFor`) rescan the page on every DOM change, which the app never does;
// in a profile they took more time per frame than the list itself.
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { chromium } from 'playwright'
import { chromiumArgs, chromiumPath } from './chromium-path.mjs'
import { runCommand, startServer, waitForUrl } from './run-step.mjs'

export const emailListStoryId = 'screens-email-large-mailbox--ten-thousand-emails'
const renderRuns = 5
const scrollStepPx = 120
const frameBudgetMs = 16.7
// rAF timestamps sit on vsync but read with 0.1 ms precision: 16.8 is still an on-time frame.
const timestampSlackMs = 0.3

function hasStory(storybookDir) {
  const index = join(storybookDir, 'index.json')
  if (!existsSync(join(storybookDir, 'iframe.html')) || !existsSync(index)) return false
  return Boolean(JSON.parse(readFileSync(index, 'utf8')).entries?.[emailListStoryId])
}

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

/** Runs in the page before any script: notes the first frame in which the first row shows. */
function watchFirstRow() {
  const seen = { at: undefined, rows: 0 }
  window.__benchFirstRow = seen
  const poll = () => {
    const row = document.querySelector('li.cea-email-row[aria-posinset="1"]')
    const box = row?.getBoundingClientRect()
    if (row && box.height > 0 && box.bottom > 0 && box.top < innerHeight && row.checkVisibility()) {
      seen.at = performance.now()
      seen.rows = document.querySelectorAll('li.cea-email-row').length
      return
    }
    requestAnimationFrame(poll)
  }
  requestAnimationFrame(poll)
}

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

/** One page load: ms from the emails response's end to the first frame with the first row. */
async function measureRender(page) {
  await page.waitForFunction(() => window.__benchFirstRow?.at !== undefined, null, {
    timeout: 60_000,
  })
  return page.evaluate(() => {
    const calls = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/apps/email/emails'))
    const call = calls.at(-1)
    if (!call) throw new Error('No resource timing for the /apps/email/emails call')
    return { ms: window.__benchFirstRow.at - call.responseEnd, rows: window.__benchFirstRow.rows }
  })
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

/** Scrolls the list top to bottom, `step` px per frame; frame durations from rAF timestamps. */
function scrollThrough(step) {
  const scroller = document.querySelector('.cea-email-list__scroller')
  if (!scroller) throw new Error('No .cea-email-list__scroller on the page')
  const rowCount = () => document.querySelectorAll('li.cea-email-row').length
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  return (async () => {
    scroller.scrollTop = 0
    await nextFrame()
    await nextFrame()
    const rowsAtTop = rowCount()
    const bottom = scroller.scrollHeight - scroller.clientHeight
    const frames = []
    let maxRows = rowsAtTop
    let last = await nextFrame()
    const started = last
    while (scroller.scrollTop < bottom - 1) {
      scroller.scrollTop = Math.min(bottom, scroller.scrollTop + step)
      const now = await nextFrame()
      frames.push(now - last)
      last = now
      maxRows = Math.max(maxRows, rowCount())
    }
    await nextFrame()
    const lastRow = document.querySelector(
      `li.cea-email-row[aria-posinset="${scroller.querySelector('li')?.getAttribute('aria-setsize')}"]`,
    )
    return {
      frames,
      durationMs: last - started,
      rowsAtTop,
      maxRows: Math.max(maxRows, rowCount()),
      reachedLastRow: Boolean(lastRow),
    }
  })()
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
 * Builds Storybook into `storybookDir` when it lacks the story (or when `build` is true), serves
 * it on 127.0.0.1 and measures the story in Debian's Chromium.
 */
export async function benchEmailList({ storybookDir = 'storybook-static', build, port } = {}) {
  if (build ?? !hasStory(storybookDir)) {
    await runCommand('./node_modules/.bin/storybook', [
      'build',
      '--quiet',
      '--loglevel',
      'warn',
      '--output-dir',
      storybookDir,
    ])
  }
  if (!hasStory(storybookDir)) throw new Error(`${storybookDir} has no story ${emailListStoryId}`)
  const serverPort = port ?? Number(process.env.BENCH_STORYBOOK_PORT || (await freePort()))
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
    await context.addInitScript(watchFirstRow)
    await context.addInitScript(recordToolObservers)
    const page = await context.newPage()
    const url = `${origin}/iframe.html?id=${emailListStoryId}&viewMode=story`
    const renders = []
    for (let run = 0; run < renderRuns; run += 1) {
      if (run === 0) await page.goto(url)
      else await page.reload()
      renders.push(await measureRender(page))
    }
    // The scroll starts once the story's own play (which scrolls) and axe check are over.
    await waitForStoryDone(page)
    const scroll = await page.evaluate(scrollThrough, scrollStepPx)
    const observersOff = await page.evaluate(disconnectToolObservers)
    const appScroll = await page.evaluate(scrollThrough, scrollStepPx)
    if (!scroll.reachedLastRow || !appScroll.reachedLastRow)
      throw new Error('The scroll did not reach the last email')
    await context.close()
    return {
      story: emailListStoryId,
      emails: 10_000,
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
        afterLoad: scroll.rowsAtTop,
        maxWhileScrolling: scroll.maxRows,
      },
    }
  } finally {
    await browser.close()
    server.stop()
  }
}

export function printEmailList(emailList) {
  const { render, scroll, scrollWithoutStorybookObservers: appScroll, domRows } = emailList
  const frames = (each) =>
    `${each.frames} frames in ${each.durationMs} ms, over 16.7 ms: ${each.over16_7ms}, p95 ${each.p95Ms} ms, max ${each.maxMs} ms`
  const emails = emailList.emails.toLocaleString('en')
  console.log(`\nEmail list, ${emails} emails in Chromium (story ${emailList.story})`)
  const rows = [
    [
      'list render (response end → first row shown)',
      `median ${render.medianMs} ms  (runs: ${render.runs.join(', ')} ms)`,
    ],
    [`scroll top → bottom, ${scroll.stepPxPerFrame} px per frame`, frames(scroll)],
    [
      `  the same, Storybook's ${appScroll.observersDisconnected} DOM observers off`,
      frames(appScroll),
    ],
    [
      'DOM rows (li.cea-email-row)',
      `after load ${domRows.afterLoad}, most while scrolling ${domRows.maxWhileScrolling}`,
    ],
  ]
  const width = Math.max(...rows.map(([name]) => name.length))
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`)
}
