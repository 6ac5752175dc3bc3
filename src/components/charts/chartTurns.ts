// Charts draw one at a time, each when the browser is idle, and only once they come near the
// viewport. Vega itself runs in the chart worker, but each chart still costs the page its
// renderer's mount and the parse and layout of its SVG; taken in turns, a page of charts never
// piles that work into one task, and the worker draws first the charts a person can see.

/** Starts a chart's drawing; a promise if part of it is on its way (the renderer module). */
type Start = () => unknown

const waiting: Start[] = []
let isScheduled = false

function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 400 })
  else setTimeout(run, 16)
}

let isDrawing = false

async function drawNext() {
  isScheduled = false
  const start = waiting.shift()
  if (!start) return
  isDrawing = true
  try {
    // Until what this chart waits for has come (the renderer module, the first time), no other
    // chart starts: else every chart waiting for the library would draw in one long task.
    await start()
  } catch {
    // The chart shows its own failure; the next one still gets its turn.
  } finally {
    isDrawing = false
  }
  // The next chart waits for the browser to be idle again: after this one has rendered.
  if (waiting.length > 0) schedule()
}

function schedule() {
  if (isScheduled || isDrawing) return
  isScheduled = true
  whenIdle(() => void drawNext())
}

/** Asks for a turn to draw; `start` is called when it comes. Returns a cancel function. */
export function requestChartTurn(start: Start): () => void {
  waiting.push(start)
  schedule()
  return () => {
    const index = waiting.indexOf(start)
    if (index >= 0) waiting.splice(index, 1)
  }
}

/** How far outside the viewport a chart starts drawing, so a scroll finds it drawn. */
export const chartNearMargin = '100px 0px'
