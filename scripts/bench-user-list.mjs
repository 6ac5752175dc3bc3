// The users list over 10,000 users in Chromium, part of `npm run bench`: the stories
// `Screens/Users/Large user list` (stories/screens/users/LargeUserList.stories.tsx) from the
// static Storybook the email bench builds, under its MSW worker with no latency. Measures, per
// page size (10 and 100 rows), the table render: from the list call's `responseEnd` (resource
// timing of /api/users/list/data) to the first animation frame in which the page's last row is
// in the DOM and visible; median of several page loads.
import { chromium } from 'playwright'
import { freePort, median, round } from './bench-list-story.mjs'
import { benchChromiumPath, chromiumArgs } from './chromium-path.mjs'
import { startServer, waitForUrl } from './run-step.mjs'

const stories = [
  { id: 'screens-users-large-user-list--ten-thousand-users', perPage: 10 },
  { id: 'screens-users-large-user-list--hundred-per-page', perPage: 100 },
]
const renderRuns = 5

/** Runs in the page before any script: notes the first frame in which the table has all its rows. */
function watchRows() {
  const seen = { at: undefined, rows: 0 }
  window.__benchRows = seen
  const poll = () => {
    // Data rows only: each names its user in a row header (the skeleton's rows have none).
    const rows = document.querySelectorAll('table tbody tr:has(th)')
    const last = rows[rows.length - 1]
    const wanted = Number(new URLSearchParams(location.search).get('rows'))
    if (rows.length >= wanted && last && last.getBoundingClientRect().height > 0) {
      seen.at = performance.now()
      seen.rows = rows.length
      return
    }
    requestAnimationFrame(poll)
  }
  requestAnimationFrame(poll)
}

async function measureRender(page) {
  await page.waitForFunction(() => window.__benchRows?.at !== undefined, null, { timeout: 60_000 })
  return page.evaluate(() => {
    const call = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/users/list/data'))
      .at(-1)
    if (!call) throw new Error('No resource timing for the /api/users/list/data call')
    return { ms: window.__benchRows.at - call.responseEnd, rows: window.__benchRows.rows }
  })
}

/** Serves the built Storybook and measures each page size's render. */
export async function benchUserList({ storybookDir = 'storybook-static' } = {}) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const server = startServer('./node_modules/.bin/http-server', [
    storybookDir,
    '-a',
    '127.0.0.1',
    '-p',
    String(port),
    '-s',
  ])
  const browser = await chromium.launch({ executablePath: benchChromiumPath(), args: chromiumArgs })
  try {
    await waitForUrl(`${origin}/iframe.html`)
    const results = []
    for (const story of stories) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      await context.addInitScript(watchRows)
      const page = await context.newPage()
      const url = `${origin}/iframe.html?id=${story.id}&viewMode=story&rows=${story.perPage}`
      const runs = []
      for (let run = 0; run < renderRuns; run += 1) {
        if (run === 0) await page.goto(url)
        else await page.reload()
        runs.push(await measureRender(page))
      }
      await context.close()
      results.push({
        perPage: story.perPage,
        rows: runs[0].rows,
        runs: runs.map((each) => round(each.ms)),
        medianMs: round(median(runs.map((each) => each.ms))),
      })
    }
    return { users: 10_000, results }
  } finally {
    await browser.close()
    server.stop()
  }
}

export function printUserList({ users, results }) {
  console.log(`\nUsers list, ${users.toLocaleString('en')} users in the store, in Chromium`)
  for (const { perPage, rows, medianMs, runs } of results) {
    const name = `table render, ${perPage} per page (response end → ${rows} rows shown)`
    console.log(`${name.padEnd(62)}  median ${medianMs} ms  (runs: ${runs.join(', ')} ms)`)
  }
}
