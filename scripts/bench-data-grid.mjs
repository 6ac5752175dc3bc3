// The data grid over 100,000 rows in Chromium, part of `npm run bench` (`--only datatables` runs it
// alone): the story `Screens/Data tables/Grid › Hundred Thousand Rows` from a static Storybook,
// its calls answered by the story's MSW worker from 100,000 generated employees. Measures:
// - first rows: from the start of the first `/api/datatables/data` call (resource timing) to the
//   first animation frame in which the first data row has its name cell, visible; median of loads;
// - scroll: the grid's scroller from top to bottom, 120 px per animation frame, each frame's
//   duration from rAF timestamps, with Storybook's own DOM observers disconnected (see
//   bench-email-list.mjs: they rescan the page on every change, which the app never does). At
//   44 px a row that is ~36,700 frames, over ten minutes at 60 Hz (headless Chromium keeps its
//   frame rate whatever the flags); rows whose window is still loading are skeletons;
// - DOM rows: `.cea-data-grid__row` after load and the most seen in any frame while scrolling.
import {
  ensureStorybookStory,
  firstShownAfterCall,
  measureListStory,
  median,
  round,
  frameStats,
  scrollTopToBottom,
  watchFirstShown,
} from './bench-list-story.mjs'

export const dataGridStoryId = 'screens-data-tables-grid--hundred-thousand-rows'
const scrollStepPx = 120
const renderRuns = 3
const rowCount = 100_000
// The header row and the filter row come first: data rows are aria-rowindex 3 to rowCount + 2.

/** Builds Storybook into `storybookDir` when it lacks the story, then measures the story. */
export async function benchDataGrid({ storybookDir = 'storybook-static', build } = {}) {
  await ensureStorybookStory(storybookDir, dataGridStoryId, build)
  const measured = await measureListStory({
    storybookDir,
    port: Number(process.env.BENCH_STORYBOOK_PORT) || undefined,
    storyId: dataGridStoryId,
    watch: watchFirstShown,
    watchArg: {
      target: '[role="row"][aria-rowindex="3"] [role="rowheader"]',
      rows: '.cea-data-grid__row',
    },
    measureRender: (page) =>
      firstShownAfterCall(page, {
        call: '/api/datatables/data',
        since: 'startTime',
        which: 'first',
      }),
    scroll: scrollTopToBottom,
    scrollStepPx,
    scrollArg: {
      step: scrollStepPx,
      scroller: '.cea-data-grid',
      row: '.cea-data-grid__row',
      lastRow: `[role="row"][aria-rowindex="${rowCount + 2}"]`,
    },
    // 100,000 rows at 120 px a frame take minutes: one scroll, with Storybook's observers off.
    servedScroll: false,
    runs: renderRuns,
  })
  const { renders, appScroll: scroll, observersOff } = measured
  if (!scroll.reachedLastRow) throw new Error('The scroll did not reach the last row')
  return {
    story: dataGridStoryId,
    rows: rowCount,
    firstRows: {
      runs: renders.map((each) => round(each.ms)),
      medianMs: round(median(renders.map((each) => each.ms))),
    },
    scroll: {
      stepPxPerFrame: scrollStepPx,
      storybookObserversDisconnected: observersOff,
      durationMs: Math.round(scroll.durationMs),
      ...frameStats(scroll.frames),
    },
    domRows: {
      firstFrame: renders[0].rows,
      afterLoad: scroll.rowsAtTop,
      maxWhileScrolling: scroll.maxRows,
    },
  }
}

export function printDataGrid(grid) {
  const { firstRows, scroll, domRows } = grid
  console.log(
    `\nData grid, ${grid.rows.toLocaleString('en')} rows in Chromium (story ${grid.story})`,
  )
  const lines = [
    [
      'first call → first rows shown',
      `median ${firstRows.medianMs} ms  (runs: ${firstRows.runs.join(', ')} ms)`,
    ],
    [
      `scroll top → bottom, ${scroll.stepPxPerFrame} px per frame`,
      `${scroll.frames} frames in ${scroll.durationMs} ms, over 16.7 ms: ${scroll.over16_7ms}, p95 ${scroll.p95Ms} ms, max ${scroll.maxMs} ms`,
    ],
    [
      'DOM rows (.cea-data-grid__row)',
      `after load ${domRows.afterLoad}, most while scrolling ${domRows.maxWhileScrolling}`,
    ],
  ]
  const width = Math.max(...lines.map(([name]) => name.length))
  for (const [name, value] of lines) console.log(`${name.padEnd(width)}  ${value}`)
}
