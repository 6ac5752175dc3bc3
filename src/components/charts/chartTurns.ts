// Charts draw one at a time, each in a task of its own when the browser is idle, and only once
// they come near the viewport. Drawing a chart (vega's parse, dataflow and SVG) is the costliest
// thing a dashboard does; a page of charts drawn together blocks input for a long while on a
// phone, while charts drawn in turn leave the page responsive between them.

/** Starts a chart's drawing; a promise if part of it is on its way (the chart library). */
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
    // Until what this chart waits for has come (the chart library, the first time), no other
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
