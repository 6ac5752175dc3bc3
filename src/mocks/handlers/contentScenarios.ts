import { delay, http, HttpResponse } from 'msw'

// Story scenarios shared by the content areas (FAQ, pages, blog, cards):
// every listed call fails, or never answers.

type Method = 'get' | 'post' | 'put' | 'delete'
export type ScenarioCall = readonly [method: Method, path: string]

/** Each call answers 500 with `{ message }`. */
export function failingHandlers(calls: readonly ScenarioCall[], message: string) {
  return calls.map(([method, path]) =>
    http[method](`*${path}`, () => HttpResponse.json({ message }, { status: 500 })),
  )
}

/** Each call stays pending, so the loading state can be reviewed. */
export function pendingHandlers(calls: readonly ScenarioCall[]) {
  return calls.map(([method, path]) =>
    http[method](`*${path}`, async () => {
      await delay('infinite')
      return HttpResponse.json({})
    }),
  )
}
