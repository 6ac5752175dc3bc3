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
import { join } from 'node:path'
import { listFigures, measureListStory, printListFigures } from './bench-list-story.mjs'
import { runCommand } from './run-step.mjs'

export const emailListStoryId = 'screens-email-large-mailbox--ten-thousand-emails'
const scrollStepPx = 120

function hasStory(storybookDir) {
  const index = join(storybookDir, 'index.json')
  if (!existsSync(join(storybookDir, 'iframe.html')) || !existsSync(index)) return false
  return Boolean(JSON.parse(readFileSync(index, 'utf8')).entries?.[emailListStoryId])
}

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
  const measured = await measureListStory({
    storybookDir,
    port: port ?? (Number(process.env.BENCH_STORYBOOK_PORT) || undefined),
    storyId: emailListStoryId,
    watch: watchFirstRow,
    measureRender,
    scroll: scrollThrough,
    scrollStepPx,
  })
  if (!measured.scroll.reachedLastRow || !measured.appScroll.reachedLastRow)
    throw new Error('The scroll did not reach the last email')
  return {
    story: emailListStoryId,
    emails: 10_000,
    ...listFigures(measured, scrollStepPx, measured.scroll.rowsAtTop),
  }
}

export function printEmailList(emailList) {
  const emails = emailList.emails.toLocaleString('en')
  printListFigures(
    `Email list, ${emails} emails in Chromium (story ${emailList.story})`,
    emailList,
    {
      renderLabel: 'list render (response end → first row shown)',
      scrollLabel: 'scroll top → bottom',
      rowsLabel: 'DOM rows (li.cea-email-row)',
    },
  )
}
