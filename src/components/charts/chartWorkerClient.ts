// The page's side of the chart worker (chartWorker.ts): one worker per page, started by the first
// chart that draws; each call is answered with the chart's SVG markup and points, or fails with
// vega's error.
import type { ChartDrawRequest, DrawnChart } from './chartDraw'

export interface ChartWorkerCall {
  id: number
  request: ChartDrawRequest
}

export type ChartWorkerAnswer = { id: number; drawn: DrawnChart } | { id: number; error: string }

interface Pending {
  resolve: (drawn: DrawnChart) => void
  reject: (error: Error) => void
}

let worker: Worker | null = null
let nextId = 1
const pending = new Map<number, Pending>()

function failAll(message: string) {
  for (const call of pending.values()) call.reject(new Error(message))
  pending.clear()
}

function startWorker(): Worker {
  const started = new Worker(new URL('./chartWorker.ts', import.meta.url), {
    type: 'module',
    name: 'charts',
  })
  started.addEventListener('message', (event: MessageEvent<ChartWorkerAnswer>) => {
    const answer = event.data
    const call = pending.get(answer.id)
    if (!call) return
    pending.delete(answer.id)
    if ('drawn' in answer) call.resolve(answer.drawn)
    else call.reject(new Error(answer.error))
  })
  // The script could not load (offline, a new deploy replaced it) or threw: every chart waiting
  // shows its failure, and the next chart starts a new worker.
  started.addEventListener('error', (event) => {
    event.preventDefault()
    started.terminate()
    if (worker === started) worker = null
    failAll('The chart worker stopped')
  })
  return started
}

/** Draws a chart in the worker: resolves to its SVG markup and where its points stand. */
export function drawChartInWorker(request: ChartDrawRequest): Promise<DrawnChart> {
  try {
    worker ??= startWorker()
  } catch (error) {
    // No worker here (a browser without module workers, a blocked script): the chart fails.
    return Promise.reject(error instanceof Error ? error : new Error(String(error)))
  }
  const id = nextId++
  const answer = new Promise<DrawnChart>((resolve, reject) => pending.set(id, { resolve, reject }))
  worker.postMessage({ id, request } satisfies ChartWorkerCall)
  return answer
}
