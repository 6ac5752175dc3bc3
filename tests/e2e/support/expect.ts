// The journeys' `expect`: Playwright's, with the assertions that most often wait for something
// to appear first waiting for it the way `locator.waitFor` and `page.waitForURL` do, then
// asserting as Playwright does (same verdict, same failure message).
//
// Why: from 1.60 to at least 1.65, Playwright renders an aria snapshot of the whole page for the
// failure message on every poll of an assertion that does not hold yet, when its element is
// missing or hidden and for every URL check (microsoft/playwright#41098; the fix, #41117, was not
// merged). The journeys met ~1,500 such polls in a run (toBeVisible 1,183, toHaveURL 304,
// toHaveText 134, …): a sixth of the page's main-thread time in the users, email, to-do,
// invoice, shop, checkout and calendar specs. `waitFor` and `waitForURL` poll without it.
import { expect as playwrightExpect, type Locator, type Page } from '@playwright/test'
import type { ExpectMatcherState, MatcherReturnType } from '@playwright/test'

interface TimeoutOption {
  timeout?: number
}
type TextExpectation = string | RegExp | readonly (string | RegExp)[]
type TextOptions = TimeoutOption & { ignoreCase?: boolean; useInnerText?: boolean }
type UrlExpectation = string | RegExp | ((url: URL) => boolean)

/**
 * Waits (never failing), then runs Playwright's own assertion in the time left: its verdict and
 * message are the matcher's. `wait` is skipped for `.not`, where nothing needs to appear.
 */
async function waitThenAssert(
  state: ExpectMatcherState,
  name: string,
  timeout: number | undefined,
  wait: (timeout: number) => Promise<unknown>,
  assert: (timeout: number) => Promise<void>,
): Promise<MatcherReturnType> {
  const total = timeout ?? state.timeout
  const deadline = Date.now() + total
  if (!state.isNot) await wait(total).catch(() => undefined)
  // A timeout of 0 means "no timeout" to Playwright: at least 1 ms.
  const left = Math.max(1, deadline - Date.now())
  try {
    await assert(left)
    return { name, pass: !state.isNot, message: () => `${name} held` }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { name, pass: state.isNot, message: () => message }
  }
}

const attached = (locator: Locator) => (timeout: number) =>
  locator.waitFor({ state: 'attached', timeout })

/** Whether the page's URL is what toHaveURL was given (a string is a whole URL or a path). */
function urlMatches(expected: UrlExpectation, url: URL): boolean {
  if (typeof expected === 'function') return expected(url)
  if (expected instanceof RegExp) return expected.test(url.href)
  return new URL(expected, url).href === url.href
}

export const expect = playwrightExpect.extend({
  toBeVisible(locator: Locator, options?: TimeoutOption & { visible?: boolean }) {
    const assertion = this.isNot ? playwrightExpect(locator).not : playwrightExpect(locator)
    const state = options?.visible === false ? 'hidden' : 'visible'
    return waitThenAssert(
      this,
      'toBeVisible',
      options?.timeout,
      (timeout) => locator.waitFor({ state, timeout }),
      (timeout) => assertion.toBeVisible({ ...options, timeout }),
    )
  },
  toBeAttached(locator: Locator, options?: TimeoutOption & { attached?: boolean }) {
    const assertion = this.isNot ? playwrightExpect(locator).not : playwrightExpect(locator)
    const state = options?.attached === false ? 'detached' : 'attached'
    return waitThenAssert(
      this,
      'toBeAttached',
      options?.timeout,
      (timeout) => locator.waitFor({ state, timeout }),
      (timeout) => assertion.toBeAttached({ ...options, timeout }),
    )
  },
  toHaveText(locator: Locator, expected: TextExpectation, options?: TextOptions) {
    const assertion = this.isNot ? playwrightExpect(locator).not : playwrightExpect(locator)
    return waitThenAssert(this, 'toHaveText', options?.timeout, attached(locator), (timeout) =>
      assertion.toHaveText(expected, { ...options, timeout }),
    )
  },
  toContainText(locator: Locator, expected: TextExpectation, options?: TextOptions) {
    const assertion = this.isNot ? playwrightExpect(locator).not : playwrightExpect(locator)
    return waitThenAssert(this, 'toContainText', options?.timeout, attached(locator), (timeout) =>
      assertion.toContainText(expected, { ...options, timeout }),
    )
  },
  toHaveValue(locator: Locator, expected: string | RegExp, options?: TimeoutOption) {
    const assertion = this.isNot ? playwrightExpect(locator).not : playwrightExpect(locator)
    return waitThenAssert(this, 'toHaveValue', options?.timeout, attached(locator), (timeout) =>
      assertion.toHaveValue(expected, { ...options, timeout }),
    )
  },
  toBeChecked(locator: Locator, options?: TimeoutOption & { checked?: boolean }) {
    const assertion = this.isNot ? playwrightExpect(locator).not : playwrightExpect(locator)
    return waitThenAssert(this, 'toBeChecked', options?.timeout, attached(locator), (timeout) =>
      assertion.toBeChecked({ ...options, timeout }),
    )
  },
  toHaveURL(
    page: Page,
    expected: UrlExpectation,
    options?: TimeoutOption & { ignoreCase?: boolean },
  ) {
    const assertion = this.isNot ? playwrightExpect(page).not : playwrightExpect(page)
    return waitThenAssert(
      this,
      'toHaveURL',
      options?.timeout,
      (timeout) =>
        page.waitForURL((url) => urlMatches(expected, url), { timeout, waitUntil: 'commit' }),
      (timeout) => assertion.toHaveURL(expected, { ...options, timeout }),
    )
  },
  toHaveTitle(page: Page, expected: string | RegExp, options?: TimeoutOption) {
    const assertion = this.isNot ? playwrightExpect(page).not : playwrightExpect(page)
    const pattern =
      typeof expected === 'string' ? null : { source: expected.source, flags: expected.flags }
    return waitThenAssert(
      this,
      'toHaveTitle',
      options?.timeout,
      (timeout) =>
        page.waitForFunction(
          ({ text, regExp }) =>
            regExp
              ? new RegExp(regExp.source, regExp.flags).test(document.title)
              : document.title === text,
          { text: typeof expected === 'string' ? expected : '', regExp: pattern },
          { timeout },
        ),
      (timeout) => assertion.toHaveTitle(expected, { ...options, timeout }),
    )
  },
})
