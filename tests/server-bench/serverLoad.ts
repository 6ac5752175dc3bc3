// A bounded load loop against a server on 127.0.0.1: `concurrency` callers, `requests` calls in
// all (or fewer once `maxMs` is spent); each call's latency, the rate and its percentiles.
export interface LoadFigures {
  requests: number
  failed: number
  perSecond: number
  p50Ms: number
  p99Ms: number
  /** The first failed answer's status and body, to say why. */
  firstFailure?: string
}

const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0

export async function loadLoop(
  call: (index: number) => Promise<Response>,
  { requests, concurrency, maxMs }: { requests: number; concurrency: number; maxMs: number },
): Promise<LoadFigures> {
  const latencies: number[] = []
  let next = 0
  let failed = 0
  let firstFailure: string | undefined
  const started = performance.now()
  const caller = async () => {
    while (next < requests && performance.now() - started < maxMs) {
      const index = next
      next += 1
      const sent = performance.now()
      try {
        const response = await call(index)
        const body = await response.text()
        latencies.push(performance.now() - sent)
        if (!response.ok) {
          failed += 1
          firstFailure ??= `${response.status} ${body.slice(0, 200)}`
        }
      } catch (error) {
        failed += 1
        firstFailure ??= error instanceof Error ? `${error.message} (${String(error.cause)})` : ''
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, caller))
  const seconds = (performance.now() - started) / 1000
  const sorted = [...latencies].sort((a, b) => a - b)
  const round = (value: number) => Math.round(value * 10) / 10
  return {
    requests: latencies.length,
    failed,
    perSecond: round(latencies.length / seconds),
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    ...(firstFailure === undefined ? {} : { firstFailure }),
  }
}
