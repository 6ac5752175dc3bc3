// The 10,000-message conversation in Chromium, part of `npm run bench`: the story
// `Screens/Chat/Long conversation` (stories/screens/chat/LongConversation.stories.tsx) from the
// static Storybook the email bench builds, under its MSW worker with no latency. Measures, as
// the email list's bench does (scripts/bench-email-list.mjs):
// - render: from the chat's response end (resource timing of /apps/chat/get-chat) to the first
//   animation frame in which the newest message is in the DOM and on screen (the conversation
//   opens anchored to it); median of several page loads;
// - scroll: the messages from the newest to the oldest, 120 px per animation frame, each frame's
//   duration from rAF timestamps; then again with Storybook's DOM observers disconnected;
// - DOM rows: `li` in the conversation after load, and the most seen in any frame while scrolling.
import { listFigures, measureListStory, printListFigures } from './bench-list-story.mjs'

export const chatConversationStoryId = 'screens-chat-long-conversation--ten-thousand-messages'
const messageCount = 10_000
const scrollStepPx = 120

/** Runs in the page before any script: notes the first frame in which the newest message shows. */
function watchNewestMessage() {
  const seen = { at: undefined, rows: 0 }
  window.__benchNewest = seen
  const poll = () => {
    const scroller = document.querySelector('.cea-chat-messages')
    const texts = scroller ? scroller.querySelectorAll('.cea-chat-message__text') : []
    const newest = [...texts].find((text) => text.textContent?.endsWith('(#10000)'))
    const box = newest?.getBoundingClientRect()
    const frame = scroller?.getBoundingClientRect()
    if (newest && box.height > 0 && box.top >= frame.top && box.bottom <= frame.bottom + 1) {
      seen.at = performance.now()
      seen.rows = scroller.querySelectorAll('li').length
      return
    }
    requestAnimationFrame(poll)
  }
  requestAnimationFrame(poll)
}

async function measureRender(page) {
  await page.waitForFunction(() => window.__benchNewest?.at !== undefined, null, {
    timeout: 60_000,
  })
  return page.evaluate(() => {
    const call = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/apps/chat/get-chat'))
      .at(-1)
    if (!call) throw new Error('No resource timing for the /apps/chat/get-chat call')
    return { ms: window.__benchNewest.at - call.responseEnd, rows: window.__benchNewest.rows }
  })
}

/** Scrolls the conversation from the newest message to the oldest, `step` px per frame. */
function scrollToOldest(step) {
  const scroller = document.querySelector('.cea-chat-messages')
  if (!scroller) throw new Error('No .cea-chat-messages on the page')
  const rowCount = () => scroller.querySelectorAll('li').length
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  return (async () => {
    scroller.scrollTop = scroller.scrollHeight
    await nextFrame()
    await nextFrame()
    const rowsAtNewest = rowCount()
    const frames = []
    let maxRows = rowsAtNewest
    let last = await nextFrame()
    const started = last
    while (scroller.scrollTop > 0) {
      scroller.scrollTop = Math.max(0, scroller.scrollTop - step)
      const now = await nextFrame()
      frames.push(now - last)
      last = now
      maxRows = Math.max(maxRows, rowCount())
    }
    await nextFrame()
    const texts = [...scroller.querySelectorAll('.cea-chat-message__text')]
    return {
      frames,
      durationMs: last - started,
      rowsAtNewest,
      maxRows: Math.max(maxRows, rowCount()),
      reachedOldest: texts.some((text) => text.textContent?.endsWith('(#1)')),
    }
  })()
}

/** Serves the built Storybook (which must hold the story) and measures the conversation. */
export async function benchChatConversation({ storybookDir = 'storybook-static' } = {}) {
  const measured = await measureListStory({
    storybookDir,
    storyId: chatConversationStoryId,
    watch: watchNewestMessage,
    measureRender,
    scroll: scrollToOldest,
    scrollStepPx,
  })
  if (!measured.scroll.reachedOldest || !measured.appScroll.reachedOldest)
    throw new Error('The scroll did not reach the first message')
  return {
    story: chatConversationStoryId,
    messages: messageCount,
    ...listFigures(measured, scrollStepPx, measured.scroll.rowsAtNewest),
  }
}

export function printChatConversation(result) {
  const count = result.messages.toLocaleString('en')
  printListFigures(
    `Chat conversation, ${count} messages in Chromium (story ${result.story})`,
    result,
    {
      renderLabel: 'render (chat response end → newest message shown)',
      scrollLabel: 'scroll newest → oldest',
      rowsLabel: 'DOM rows (li in the conversation)',
    },
  )
}
