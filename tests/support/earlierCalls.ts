// "No call was made" as a positive signal rather than a pause: a call of the test's own goes
// through the app's HTTP client after the step under test, and once it is answered every call
// started before it has reached the back end (calls start in the order they are made).
import { http, HttpResponse } from 'msw'
import { apiRequest } from '../../src/api/http'

/** The test's own call; request logs leave it out. */
export const earlierCallsPath = '/test/earlier-calls'

/** Add it to the contract server's handlers: it answers at once, and writes nothing. */
export const earlierCallsHandler = http.get(`*${earlierCallsPath}`, () => HttpResponse.json(null))

/** Resolves once every call started before it has reached the back end (and been logged). */
export async function afterEarlierCalls(): Promise<void> {
  await apiRequest<null>(earlierCallsPath)
}
