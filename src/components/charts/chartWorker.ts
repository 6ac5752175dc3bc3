// The chart worker: draws every chart of a page off the main thread (chartDraw.ts), so loading
// vega (~270 KB gzip) and drawing a chart never make a long task on the page. Messages are
// `ChartWorkerCall` in, `ChartWorkerAnswer` out (chartWorkerClient.ts).
import type { ChartWorkerAnswer, ChartWorkerCall } from './chartWorkerClient'

// Vega measures text on a canvas it makes with `document.createElement('canvas')` when its module
// loads; a worker has no document, and without one vega guesses text widths (labels then overlap
// or get cut). An OffscreenCanvas measures with the same fonts as the page.
if (typeof document === 'undefined' && typeof OffscreenCanvas === 'function')
  Reflect.set(globalThis, 'document', {
    createElement: (tag: string) => (tag === 'canvas' ? new OffscreenCanvas(1, 1) : null),
  })

// Imported only now, after the canvas is in place: vega reads it as its modules load.
const drawing = import('./chartDraw')

function answer(reply: ChartWorkerAnswer) {
  postMessage(reply)
}

addEventListener('message', (event: MessageEvent<ChartWorkerCall>) => {
  const { id, request } = event.data
  drawing
    .then(({ drawChart }) => drawChart(request))
    .then(
      (drawn) => answer({ id, drawn }),
      (error: unknown) =>
        answer({ id, error: error instanceof Error ? error.message : String(error) }),
    )
})
