// The data grid over 100,000 rows in Chromium, part of `npm run bench` (`--only datatables` runs it
// alone): the story `Screens/Data tables/Grid › Hundred Thousand Rows` from a static Storybook,
// its calls answered by the story's MSW worker from 100,000 generated employees. Measures:
// - first rows: from the start of the first `/api/datatables/data` call (resource timing) to the
//   first animation frame in which the first data row has its name cell, visible; median of loads;
// - scroll: two fixed stretches of the grid's scroller, 120 px per animation frame: 2,000 frames
//   from the top, then a jump to the middle (row ~50,000) and 2,000 frames from there; each
//   frame's duration from rAF timestamps (the jump's own frame apart), with Storybook's own DOM
//   observers disconnected (see bench-email-list.mjs: they rescan the page on every change, which
//   the app never does). The whole 100,000 rows would be ~36,700 frames, over ten minutes at
//   60 Hz (headless Chromium keeps its frame rate whatever the flags); the stretches take about
//   70 s. Rows whose window is still loading are skeletons;
// - rows fetched: the window calls made during the scroll, and the rows they asked for;
// - DOM rows: `.cea-data-grid__row` after load and the most seen in any frame while scrolling.
// Printed beside the users list's table (bench-user-list.mjs), measured in the same run.
import {
  ensureStorybookStory,
  firstShownAfterCall,
  measureListStory,
  median,
  round,
  frameStats,
  scrollInFrames,
  watchFirstShown,
} from './bench-list-story.mjs'

export const dataGridStoryId = 'screens-data-tables-grid--hundred-thousand-rows'
const scrollStepPx = 120
const framesPerStretch = 2_000
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
    scroll: scrollInFrames,
    scrollStepPx,
    scrollArg: {
      step: scrollStepPx,
      stretchFrames: framesPerStretch,
      scroller: '.cea-data-grid',
      row: '.cea-data-grid__row',
      call: '/api/datatables/data',
      pending: '.cea-data-grid__skeleton',
    },
    // One scroll, with Storybook's observers off.
    servedScroll: false,
    runs: renderRuns,
  })
  const { renders, appScroll: scroll, observersOff } = measured
  if (scroll.frames.length !== 2 * framesPerStretch) throw new Error('The scroll stopped short')
  return {
    story: dataGridStoryId,
    rows: rowCount,
    firstRows: {
      runs: renders.map((each) => round(each.ms)),
      medianMs: round(median(renders.map((each) => each.ms))),
    },
    scroll: {
      stepPxPerFrame: scrollStepPx,
      framesPerStretch,
      storybookObserversDisconnected: observersOff,
      durationMs: Math.round(scroll.durationMs),
      ...frameStats(scroll.frames),
      jumpToMiddleMs: round(scroll.jumpMs[0] ?? 0),
      windowCalls: scroll.calls,
      rowsFetched: scroll.rowsAsked,
    },
    domRows: {
      firstFrame: renders[0].rows,
      afterLoad: scroll.rowsAtTop,
      maxWhileScrolling: scroll.maxRows,
    },
  }
}

/** Prints the grid's figures, then the users list's table's (`benchUserList`) to compare. */
export function printDataGrid(grid, userList) {
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
      `scroll ${scroll.framesPerStretch} frames from the top + ${scroll.framesPerStretch} from the middle, ${scroll.stepPxPerFrame} px per frame`,
      `${scroll.frames} frames in ${scroll.durationMs} ms, over 16.7 ms: ${scroll.over16_7ms}, p95 ${scroll.p95Ms} ms, max ${scroll.maxMs} ms`,
    ],
    ['  the jump to the middle', `one frame of ${scroll.jumpToMiddleMs} ms`],
    [
      '  rows fetched while scrolling',
      `${scroll.rowsFetched.toLocaleString('en')} in ${scroll.windowCalls} window calls`,
    ],
    [
      'DOM rows (.cea-data-grid__row)',
      `after load ${domRows.afterLoad}, most while scrolling ${domRows.maxWhileScrolling}`,
    ],
  ]
  const width = Math.max(...lines.map(([name]) => name.length))
  for (const [name, value] of lines) console.log(`${name.padEnd(width)}  ${value}`)
  for (const { perPage, rows, medianMs, runs } of userList.results) {
    const name = `users list table, ${perPage} per page (response end → ${rows} rows shown)`
    console.log(`${name.padEnd(width)}  median ${medianMs} ms  (runs: ${runs.join(', ')} ms)`)
  }
}
