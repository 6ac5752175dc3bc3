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
import {
  ensureStorybookStory,
  firstShownAfterCall,
  listFigures,
  measureListStory,
  printListFigures,
  scrollInFrames,
  watchFirstShown,
} from './bench-list-story.mjs'

export const emailListStoryId = 'screens-email-large-mailbox--ten-thousand-emails'
const scrollStepPx = 120
const emailCount = 10_000

/**
 * Builds Storybook into `storybookDir` when it lacks the story (or when `build` is true), serves
 * it on 127.0.0.1 and measures the story in Debian's Chromium.
 */
export async function benchEmailList({ storybookDir = 'storybook-static', build, port } = {}) {
  await ensureStorybookStory(storybookDir, emailListStoryId, build)
  const measured = await measureListStory({
    storybookDir,
    port: port ?? (Number(process.env.BENCH_STORYBOOK_PORT) || undefined),
    storyId: emailListStoryId,
    watch: watchFirstShown,
    watchArg: { target: 'li.cea-email-row[aria-posinset="1"]', rows: 'li.cea-email-row' },
    measureRender: (page) =>
      firstShownAfterCall(page, {
        call: '/apps/email/emails',
        since: 'responseEnd',
        which: 'last',
      }),
    scroll: scrollInFrames,
    scrollStepPx,
    scrollArg: {
      step: scrollStepPx,
      scroller: '.cea-email-list__scroller',
      row: 'li.cea-email-row',
      lastRow: `li.cea-email-row[aria-posinset="${emailCount}"]`,
    },
  })
  if (!measured.scroll.reachedLastRow || !measured.appScroll.reachedLastRow)
    throw new Error('The scroll did not reach the last email')
  return {
    story: emailListStoryId,
    emails: emailCount,
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
