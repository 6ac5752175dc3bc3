// A call that fails until the play says the service is back: every request meanwhile answers
// 500, so a refetch that happens to start while the first answer is on its way (another tab's
// write, a search) cannot take the failure the story is about; the play calls `recover()` just
// before it presses the screen's retry, and the story's `beforeEach` calls `reset()` so that the
// story shows its failure again each time it is opened or run.
import { http, HttpResponse } from 'msw'

export interface FailingCall {
  /** The MSW handler: 500 with `message` until recovered, then on to the area's handlers. */
  handler: ReturnType<typeof http.get>
  recover(): void
  /** Failing again, as before the play recovered it. */
  reset(): void
}

export function failingUntilRecovered(
  method: 'get' | 'post',
  path: string,
  message: string,
): FailingCall {
  let recovered = false
  return {
    handler: http[method](path, () =>
      recovered ? undefined : HttpResponse.json({ message }, { status: 500 }),
    ),
    recover: () => {
      recovered = true
    },
    reset: () => {
      recovered = false
    },
  }
}
