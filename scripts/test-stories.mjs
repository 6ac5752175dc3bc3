// `npm run test:stories`: every story as a test in headless Chromium (its play function, then
// axe), through Storybook's Vitest addon (vitest.stories.config.ts). Arguments go to vitest,
// e.g. `npm run test:stories -- stories/screens/todo` for some files.
//
// Vitest's browser mode runs every file through one page and one websocket; now and then (about
// one full run in five on CI) Chromium closes that page's connections mid-run, and Vitest stops
// with "Browser connection was closed while running tests" and no test failed. When that, and
// nothing else, went wrong, the files that did not finish run again (up to three times), each
// time in a fresh browser. A story that fails is run once more (`retry: 1` in the config) and,
// if it then passes, listed as flaky with its first error; an error of any other kind, or a story
// failing twice, fails the run.
import { relative } from 'node:path'
import { createVitest, parseCLI } from 'vitest/node'
import { ensureChromium } from './ensure-chromium.mjs'
import { writeTimings } from './test-timings.mjs'

process.env.CHROMIUM_PATH = ensureChromium()
// The stories' plays read the sample data's times as UTC shows them.
process.env.TZ = 'UTC'
// What Vitest's own command sets before it loads the config (Storybook's plugin reads VITEST).
Object.assign(process.env, { TEST: 'true', VITEST: 'true' })
// React's production build: the plays read the screen as a person sees it and need none of the
// development build's checks, which made each story's renders, and so the stage, markedly slower.
// Storybook then renders and dispatches events without act(); instead every play starts, and
// goes on after each user event, once React's scheduler is idle (.storybook/reactIdle.ts). The
// Storybook app (`npm run storybook`) keeps the development build and its warnings.
process.env.NODE_ENV = 'production'

const lostBrowser = 'Browser connection was closed while running tests'

function isLostBrowser(error) {
  for (let cause = error; cause; cause = cause.cause)
    if (String(cause.message ?? cause).includes(lostBrowser)) return true
  return false
}

/** Runs the story files that match `filters`; resolves to which of them passed, and what broke. */
async function runStories(filters, options) {
  const vitest = await createVitest('test', { ...options, watch: false, project: ['stories'] })
  try {
    const selected = await vitest.globTestSpecifications(filters)
    const { testModules, unhandledErrors } = await vitest.start(filters)
    const passed = new Set(
      testModules
        .filter((module) => ['passed', 'skipped'].includes(module.state()))
        .map((module) => module.moduleId),
    )
    for (const module of testModules)
      for (const test of module.children.allTests()) {
        const ms = test.diagnostic()?.duration
        const name = `${relative('stories', module.moduleId)} › ${test.fullName}`
        if (ms !== undefined) durations.set(name, ms)
        if (test.diagnostic()?.flaky) flaky.set(name, test.result().errors ?? [])
      }
    const failedModules = testModules.filter((module) => module.state() === 'failed')
    const failedTests = failedModules.flatMap((module) =>
      [...module.children.allTests()].filter((test) => test.result().state === 'failed'),
    )
    return {
      unfinished: [...new Set(selected.map((spec) => spec.moduleId))].filter(
        (file) => !passed.has(file),
      ),
      failedTests: failedTests.length,
      moduleErrors: failedModules.flatMap((module) => module.errors()).length,
      unhandledErrors,
    }
  } finally {
    await vitest.close()
  }
}

function onlyTheBrowserWasLost(run) {
  return (
    run.failedTests === 0 &&
    run.moduleErrors === 0 &&
    run.unhandledErrors.length > 0 &&
    run.unhandledErrors.every(isLostBrowser)
  )
}

/** Each story's duration (its last run's), for the summary that ends `npm test`. */
const durations = new Map()
/** The stories that failed once and passed when run again, with what the failure said. */
const flaky = new Map()

/** Prints the flaky stories, each with its first error's message (a few lines of it). */
function reportFlaky() {
  if (flaky.size === 0) return
  console.warn(`\nFlaky stories (failed, then passed on the retry): ${flaky.size}`)
  for (const [name, errors] of flaky) {
    const message = errors[0]?.message ?? 'no message'
    const lines = message
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, 12)
      .join('\n      ')
    console.warn(`  ${name}\n      ${lines}`)
  }
}

const succeeded = (run) => run.unfinished.length === 0 && run.unhandledErrors.length === 0

try {
  const { filter, options } = parseCLI(['vitest', 'run', ...process.argv.slice(2)])
  let run = await runStories(filter, options)
  // Up to three more runs of what did not finish, each in a fresh browser: a rerun has itself
  // lost its page at its first file (clean-clone CI, 2026-11-27).
  for (let again = 1; again <= 3 && !succeeded(run) && onlyTheBrowserWasLost(run); again += 1) {
    console.warn(
      `\nChromium closed the test page's connection mid-run, with no test failed. ` +
        `Running again (${again} of 3) the story files that did not finish: ${run.unfinished.length}.\n`,
    )
    process.exitCode = 0
    run = await runStories(run.unfinished, options)
  }
  process.exitCode = succeeded(run) ? 0 : 1
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  reportFlaky()
  writeTimings(
    'stories',
    [...durations].map(([name, ms]) => ({ name, ms })),
  )
}
