import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { http, passthrough } from 'msw'
import { setupWorker } from 'msw/browser'
import { configure, getConfig } from 'storybook/test'
import { changeLanguage, initI18n, isLanguage, languages } from '../src/app/i18n'
import { skins } from '../src/api/types/preferences'
import { allHandlers, handlerGroups } from '../src/mocks/allHandlers'
import { createBackendPathTest } from '../src/mocks/backendPaths'
import { withAppActors, withRouter, withSkinAndDirection } from './decorators'
import { getRepository, resetMemoryStore } from '../src/mocks/db/instance'
import { writesSentOnLeaveSettled } from '../src/machines/shared/commitOnLeave'
import { applySessionForRole, isStoryRole, storyRoles } from './sessionForRole'
import { viewportOptions } from './viewports'
import { afterNextFrame, reactIdle } from './reactIdle'

// findBy… and waitFor give a screen 5 s, not testing-library's 1 s: on a busy 2-core CI machine a
// card's data or a toast was seen to take longer than 1 s, and a story then failed for the host.
configure({ asyncUtilTimeout: 5_000 })

// A query that fails inside findBy…/waitFor is tried again on the next change of the page or
// 50 ms later; for each such try testing-library printed the whole page into the error (pretty-
// format over every node) and dropped it. Tries get the message alone; the error a play finally
// fails with (made again outside the tries) still shows the page.
const { getElementError } = getConfig()
configure({
  getElementError: (message, container) => {
    const config = getConfig()
    const trying =
      '_disableExpensiveErrorDiagnostics' in config &&
      config._disableExpensiveErrorDiagnostics === true
    if (!trying) return getElementError(message, container)
    return Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' })
  },
})

/**
 * The stories' page has no cookies and the API authenticates with its bearer token, so its
 * requests go without credentials: for a request that may carry cookies, MSW reads
 * `document.cookie` and appends it to the request once for every handler it tries before the
 * one that answers (a tenth of a story's CPU went there). Wraps fetch once, outside MSW.
 */
function fetchWithoutCookies() {
  if (window.fetch.name === 'fetchWithoutCookies') return
  const pageFetch = window.fetch
  window.fetch = function fetchWithoutCookies(input, init) {
    return pageFetch(input, { ...init, credentials: 'omit' })
  }
}

/**
 * The page's own files (modules, styles, images, texts) pass the service worker too, and MSW tried
 * each against every handler before the network answered: 6 in 10 of the stories' requests, and
 * some 3% of the story tests' CPU in cookie reads and path patterns. They go to the network at
 * once. A story's own handlers answer the paths the back end's do (the test is made from those).
 */
const couldBeBackendPath = createBackendPathTest(allHandlers)
const notTheBackend = http.all(
  ({ request }) => !couldBeBackendPath(new URL(request.url).pathname),
  () => passthrough(),
)

const preview: Preview = {
  // After Storybook's own set-up (React's, which wraps user events in act() where React has it):
  // every user event and every findBy…/waitFor then also waits until React is idle.
  beforeAll: () => {
    const { asyncWrapper } = getConfig()
    configure({
      asyncWrapper: async (callback) => {
        const result: unknown = await asyncWrapper(callback)
        await reactIdle()
        return result
      },
    })
  },
  // A play starts once the story's first render and what React queued after it are done.
  mount: (context) => async (ui) => {
    if (ui != null) context.originalStoryFn = () => ui
    await context.renderToCanvas()
    await reactIdle()
    return context.canvas
  },
  // Runs before the addon's axe check (project hooks run last to first): axe reads the page after
  // its next frame, when what is measured in that frame (a region that starts to overflow and
  // becomes focusable, from a ResizeObserver) is on screen, as a person would meet it.
  afterEach: async () => {
    await afterNextFrame()
    await reactIdle()
  },
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker()
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
      fetchWithoutCookies()
      return worker
    }),
    async ({ globals }) => {
      // Language and session are set before the story renders, so its first frame is final.
      await initI18n()
      await changeLanguage(isLanguage(globals.lang) ? globals.lang : 'en', false)
      // A fresh in-memory store of the pinned day for every story, signed in as the role; once
      // the last story's screen has had its answer to a delete it sent as it left.
      await writesSentOnLeaveSettled()
      // The session is written through the repository the handlers get (one transaction queue).
      resetMemoryStore()
      await applySessionForRole(isStoryRole(globals.role) ? globals.role : 'admin', getRepository())
      return {}
    },
  ],
  // Outermost last: theme and direction wrap the actors, which wrap the router.
  decorators: [withRouter, withAppActors, withSkinAndDirection],
  parameters: {
    layout: 'fullscreen',
    // First, what no handler answers; then each area's handlers in a named group, so a story
    // replaces one area's group only.
    msw: { handlers: { notTheBackend: [notTheBackend], ...handlerGroups } },
    // An axe violation fails the story's test (npm run test:stories); touch targets (WCAG 2.2's
    // target-size, off in axe by default) are checked too. In the story tests axe reports
    // violations only (every rule still runs; it skips describing each passing element): a tenth
    // less time per story. Storybook's panel keeps the full report.
    a11y: {
      test: 'error',
      config: { rules: [{ id: 'target-size', enabled: true }] },
      options: import.meta.env.MODE === 'test' ? { resultTypes: ['violations'] } : {},
    },
    // The toolbar's sizes: phone 360 and 390, tablet 768, desktop 1440.
    viewport: { options: viewportOptions },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: { order: ['Foundations', 'Components', 'Screens', 'Flows', 'App'] },
    },
  },
  globalTypes: {
    skin: {
      description: 'Skin',
      toolbar: { title: 'Skin', icon: 'paintbrush', items: [...skins], dynamicTitle: true },
    },
    dir: {
      description: 'Direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
    lang: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: [...languages], dynamicTitle: true },
    },
    role: {
      description: 'Signed-in role',
      toolbar: { title: 'Role', icon: 'user', items: [...storyRoles], dynamicTitle: true },
    },
  },
  initialGlobals: { skin: 'light', dir: 'ltr', lang: 'en', role: 'admin' },
}

export default preview
