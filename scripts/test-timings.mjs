// Where the browser tests spend their time. The story run (test-stories.mjs) and the journeys
// (tests/e2e/support/timingReporter.ts) each write every test's duration here, and `npm test`
// ends with a summary of them: count, median, 90th percentile, sum and the slowest, so that a
// CI log shows which stories and journeys to look at as the suite grows.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const timingsDir = fileURLToPath(
  new URL('../node_modules/.cache/cea-dashboard/test-timings/', import.meta.url),
)

/** The file a suite's durations go to (`stories`, `journeys`). */
export const timingsFile = (suite) => join(timingsDir, `${suite}.json`)

/** @param {{ name: string, ms: number }[]} entries */
export function writeTimings(suite, entries) {
  mkdirSync(dirname(timingsFile(suite)), { recursive: true })
  writeFileSync(timingsFile(suite), JSON.stringify(entries))
}

export function clearTimings() {
  rmSync(timingsDir, { recursive: true, force: true })
}

const shown = (ms) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`)

/** One group's line: "name: 898, median 293 ms, p90 820 ms, sum 419 s; slowest: …". */
function groupLine(label, entries, slowest) {
  const sorted = entries.map((entry) => entry.ms).sort((a, b) => a - b)
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]
  const sum = sorted.reduce((total, ms) => total + ms, 0)
  const top = [...entries]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, slowest)
    .map((entry) => `\n      ${shown(entry.ms).padStart(7)}  ${entry.name}`)
    .join('')
  return (
    `  ${label}: ${sorted.length}, median ${shown(at(0.5))}, p90 ${shown(at(0.9))}, ` +
    `sum ${shown(sum)}; the slowest:${top}`
  )
}

/**
 * The summary lines of the suites that wrote durations in this run: the stories, and the
 * journeys with the responsive sweep's rows apart.
 */
export function timingSummary(slowest = 5) {
  const read = (suite) =>
    existsSync(timingsFile(suite)) ? JSON.parse(readFileSync(timingsFile(suite), 'utf8')) : []
  const stories = read('stories')
  const journeys = read('journeys')
  const isSweep = (entry) => entry.name.startsWith('responsive-sweep.spec.ts')
  const groups = [
    ['stories', stories],
    ['journeys', journeys.filter((entry) => !isSweep(entry))],
    ['sweep rows', journeys.filter(isSweep)],
  ].filter(([, entries]) => entries.length)
  return groups.map(([label, entries]) => groupLine(label, entries, slowest))
}
