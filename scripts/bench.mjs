// `npm run bench`: builds the app and prints real figures: what a browser
// downloads on a first visit to /login, / and /apps/email (every JS and CSS
// response in Chromium, navigation to network idle; see bench-first-load.mjs);
// Lighthouse on / signed in (bench-lighthouse.mjs)
// and the back end's service worker on its own line; what each lazy chunk adds,
// from Vite's manifest; and the simulated back end's list query (median and p95) over 100k
// generated rows; and the 10,000-email list in Chromium (render time, frames while scrolling
// through it, DOM rows; see bench-email-list.mjs), and the 10,000-message chat conversation the
// same way (bench-chat-conversation.mjs); and the time a chat message sent in one tab takes to
// show in another (bench-cross-tab.mjs); and the Node server over 100k users on PGlite and
// Postgres (bench-server.mjs). Results also go to .bench/results.json for
// comparison over time. `--reuse-storybook` (or BENCH_STORYBOOK_DIR=<dir>) skips the Storybook
// build when the directory already holds the story. `--only lighthouse` (or `--only first-load`)
// builds the app (unless `--no-build`) and runs that step alone, without writing results.json
// (`--only chart-tooltip`: the charts' interactive chunk and first tooltip, bench-chart-tooltip.mjs);
// `--only datatables` (the 100,000-row grid, bench-data-grid.mjs, beside the users list's table)
// needs only the static Storybook.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { benchChartTooltip, printChartTooltip } from './bench-chart-tooltip.mjs'
import { benchChatConversation, printChatConversation } from './bench-chat-conversation.mjs'
import { benchCrossTab, printCrossTab } from './bench-cross-tab.mjs'
import { benchUserList, printUserList } from './bench-user-list.mjs'
import { benchDataGrid, printDataGrid } from './bench-data-grid.mjs'
import { benchEmailList, printEmailList } from './bench-email-list.mjs'
import { benchFirstLoad, printFirstLoad } from './bench-first-load.mjs'
import { benchLighthouse, printLighthouse } from './bench-lighthouse.mjs'
import { benchServer, printServer } from './bench-server.mjs'
import { runCommand } from './run-step.mjs'

const distDir = 'dist'

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`
}

function fileSize(file) {
  const content = readFileSync(`${distDir}/${file}`)
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length }
}

/** Every chunk a manifest entry loads statically, itself included. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen)
  return seen
}

function weigh(manifest, keys) {
  const js = new Set()
  const css = new Set()
  for (const key of keys) {
    const chunk = manifest[key]
    if (!chunk) continue
    if (chunk.file.endsWith('.js')) js.add(chunk.file)
    for (const sheet of chunk.css ?? []) css.add(sheet)
  }
  const total = (files) =>
    [...files]
      .map(fileSize)
      .reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), {
        raw: 0,
        gzip: 0,
      })
  return { js: total(js), css: total(css) }
}

export async function benchBundles({ build = true } = {}) {
  if (build) await runCommand('./node_modules/.bin/vite', ['build', '--logLevel', 'warn'])
  const manifest = JSON.parse(readFileSync(`${distDir}/.vite/manifest.json`, 'utf8'))
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  const entryClosure = staticClosure(manifest, entryKey)
  // The entry and its static imports only: what a page loads before any route's chunk.
  const rows = [{ name: 'entry chunk + static imports', ...weigh(manifest, entryClosure) }]
  const lazyKeys = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry)
    .sort()
  for (const key of lazyKeys) {
    const added = [...staticClosure(manifest, key)].filter((chunk) => !entryClosure.has(chunk))
    rows.push({ name: `lazy: ${key}`, ...weigh(manifest, added) })
  }
  return rows
}

function printBundles(rows) {
  console.log('\nBundle sizes (lazy rows: what the chunk adds to the app entry)')
  const header = ['chunk', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip']
  const lines = rows.map((row) => [
    row.name,
    kb(row.js.raw),
    kb(row.js.gzip),
    kb(row.css.raw),
    kb(row.css.gzip),
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  )
  const format = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ')
  console.log(format(header))
  for (const line of lines) console.log(format(line))
}

/** The bench project: the users list query (list-query.json) and the data table's (datatables-query.json). */
async function benchListQuery() {
  await runCommand('./node_modules/.bin/vitest', ['run', '--project', 'bench', '--reporter', 'dot'])
  return {
    users: JSON.parse(readFileSync('.bench/list-query.json', 'utf8')),
    dataTables: JSON.parse(readFileSync('.bench/datatables-query.json', 'utf8')),
  }
}

function printListQuery(listQuery, title = 'List query') {
  const rows = listQuery.rowCount.toLocaleString('en')
  console.log(`\n${title} over ${rows} generated rows (${listQuery.runs} runs each, unless said)`)
  for (const [name, { medianMs, p95Ms, runs }] of Object.entries(listQuery.results)) {
    const median = String(medianMs).padStart(7)
    const p95 = String(p95Ms).padStart(7)
    const count = runs && runs !== listQuery.runs ? `  (${runs} runs)` : ''
    console.log(`${name.padEnd(60)}  median ${median} ms  p95 ${p95} ms${count}`)
  }
}

const onlyIndex = process.argv.indexOf('--only')
const onlyStep = onlyIndex === -1 ? undefined : process.argv[onlyIndex + 1]
const singleSteps = {
  lighthouse: async () => printLighthouse(await benchLighthouse()),
  'first-load': async () => printFirstLoad(await benchFirstLoad()),
  'chart-tooltip': async () => printChartTooltip(await benchChartTooltip()),
}
// Steps on the static Storybook: they need no app build.
const storybookSteps = {
  // The grid, then the users list's table from the same Storybook (the issue compares them).
  datatables: async () => {
    const storybookDir = process.env.BENCH_STORYBOOK_DIR || 'storybook-static'
    const grid = await benchDataGrid({ storybookDir })
    printDataGrid(grid, await benchUserList({ storybookDir }))
  },
}
if (onlyStep !== undefined && !(onlyStep in singleSteps) && !(onlyStep in storybookSteps))
  throw new Error(
    `--only takes one of: ${[...Object.keys(singleSteps), ...Object.keys(storybookSteps)].join(', ')}`,
  )
if (onlyStep in storybookSteps) {
  await storybookSteps[onlyStep]()
  process.exit(0)
}
const bundles = await benchBundles({ build: !process.argv.includes('--no-build') })
if (onlyStep !== undefined) {
  await singleSteps[onlyStep]()
  process.exit(0)
}
const firstLoad = await benchFirstLoad()
const lighthouse = await benchLighthouse()
const chartTooltip = await benchChartTooltip()
const listQuery = await benchListQuery()
const reuseStorybook =
  process.argv.includes('--reuse-storybook') || Boolean(process.env.BENCH_STORYBOOK_DIR)
const emailList = await benchEmailList({
  storybookDir: process.env.BENCH_STORYBOOK_DIR || 'storybook-static',
  build: reuseStorybook ? undefined : true,
})
printFirstLoad(firstLoad)
printLighthouse(lighthouse)
printChartTooltip(chartTooltip)
printBundles(bundles)
printListQuery(listQuery.users)
printListQuery(listQuery.dataTables, 'Data table query (GET /api/datatables/data)')
printEmailList(emailList)
const userList = await benchUserList({
  storybookDir: process.env.BENCH_STORYBOOK_DIR || 'storybook-static',
})
printUserList(userList)
const dataGrid = await benchDataGrid({
  storybookDir: process.env.BENCH_STORYBOOK_DIR || 'storybook-static',
})
printDataGrid(dataGrid, userList)
const chatConversation = await benchChatConversation({
  storybookDir: process.env.BENCH_STORYBOOK_DIR || 'storybook-static',
})
printChatConversation(chatConversation)
const crossTab = await benchCrossTab({ distDir })
printCrossTab(crossTab)
const server = await benchServer()
printServer(server)
mkdirSync('.bench', { recursive: true })
const results = {
  date: new Date().toISOString(),
  firstLoad,
  lighthouse,
  chartTooltip,
  bundles,
  listQuery,
  emailList,
  userList,
  dataGrid,
  chatConversation,
  crossTab,
  server,
}
writeFileSync('.bench/results.json', `${JSON.stringify(results, null, 2)}\n`)
console.log('\nWritten to .bench/results.json')
