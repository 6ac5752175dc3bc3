// `npm test`: every check, stage by stage, stopping after the first stage with a failure.
// Steps of one stage run side by side when they leave each other room: ESLint, Prettier and
// tsc each use one core; the story tests mostly one (their page's main thread). A step running
// beside others has its output held and printed whole when it ends. The last lines give each
// stage's time and how busy the machine's cores were meanwhile.
import { ensureChromium } from './ensure-chromium.mjs'
import { cpuCounters, cpuUseSince } from './machine-cpu.mjs'
import { runCommand, runCommandQuietly } from './run-step.mjs'
import { clearTimings, timingSummary } from './test-timings.mjs'

// TypeScript 7 (the `typescript-native` alias): `typescript` itself stays at 6 for typescript-eslint.
const typescriptNative = 'node_modules/typescript-native/bin/tsc'

/** @typedef {{ name: string, command: string, args: string[] } | { name: string, run: () => void }} Step */

/** @type {Step[][]} */
const stages = [
  [
    { name: 'eslint', command: './node_modules/.bin/eslint', args: ['--max-warnings', '0', '.'] },
    {
      name: 'prettier',
      command: './node_modules/.bin/prettier',
      args: ['--check', '.', '--log-level', 'warn'],
    },
    // TypeScript 7's compiler (native): 15 s of CPU where TypeScript 6's `tsc` took 40-50, with one
    // checker thread, as the other two steps take the machine's other core.
    {
      name: 'typecheck',
      command: 'node',
      args: [typescriptNative, '-p', 'tsconfig.json', '--noEmit', '--checkers', '1'],
    },
    // On a fresh machine, the browser and Postgres the later stages need, from apt-get: mostly
    // waiting on the network, so beside the checks above rather than in a stage of its own.
    { name: 'packages', command: 'node', args: ['scripts/install-test-packages.mjs'] },
  ],
  // The unit suite (60% of two cores alone), beside the handler contract suite again on the SQL
  // repository (PGlite in memory) and two server processes on a private Postgres (installed and
  // started by the script; 75% of two cores alone): one stage, the cores kept busy.
  [
    { name: 'vitest', command: './node_modules/.bin/vitest', args: ['run', '--project', 'unit'] },
    {
      name: 'contract on PGlite',
      command: './node_modules/.bin/vitest',
      args: ['run', '--project', 'contract-pglite'],
    },
    { name: 'postgres', command: 'node', args: ['scripts/test-postgres.mjs'] },
  ],
  [{ name: 'browser', run: () => (process.env.CHROMIUM_PATH = ensureChromium()) }],
  // README's first command as a new user meets it: the dev server, React's development build.
  // Beside the short production build and Storybook's static build (so that a break in it fails
  // here; the stories themselves are tested from source). Its `--test` build: every story and
  // addon of the one designers open, without the docs pages, docgen, source maps and minifying
  // (21 s of CPU, not 45); written under node_modules/.cache, so storybook-static/ stays whatever
  // `npm run build-storybook` made for the bench.
  [
    { name: 'build', command: './node_modules/.bin/vite', args: ['build', '--logLevel', 'warn'] },
    { name: 'server builds', command: 'node', args: ['scripts/test-server-e2e.mjs', '--build'] },
    {
      name: 'dev server',
      command: './node_modules/.bin/playwright',
      args: ['test', '--config', 'playwright.dev-server.config.ts'],
    },
    {
      name: 'storybook build',
      command: './node_modules/.bin/storybook',
      args: [
        'build',
        '--test',
        '--quiet',
        '--output-dir',
        'node_modules/.cache/cea-dashboard/storybook-test-build',
      ],
    },
  ],
  // The stories (one page) beside the journeys (two workers). Both are CPU-bound: the sweep spends
  // ~0.5 s of CPU a row, a quarter of it in axe, and barely notices the back end's latency; a
  // story's CPU goes mostly to axe and to Chromium's style and layout. Together 7.9 min in a
  // clean-clone run (2026-11-27: 895 stories, 570 journeys; the whole CI 670 s).
  [
    { name: 'stories', command: 'node', args: ['scripts/test-stories.mjs'] },
    { name: 'e2e', command: './node_modules/.bin/playwright', args: ['test'] },
  ],
  [{ name: 'e2e on the server', command: 'node', args: ['scripts/test-server-e2e.mjs', '--test'] }],
]

// The test builds leave out the brotli and gzip copies a deployable build writes beside each text
// file (vite/precompressedAssets.ts: some 12 s of CPU a build): their server compresses on the fly.
process.env.CEA_PRECOMPRESS ??= '0'

const started = Date.now()
clearTimings()
/** @type {string[]} */
const timings = []
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`

/** Runs one step; resolves to its timing line, rejects with its error (output already shown). */
async function runStep(step, alone) {
  const started = Date.now()
  if (alone) console.log(`\n=== ${step.name} ===`)
  try {
    if ('run' in step) step.run()
    else if (alone) await runCommand(step.command, step.args, { env: process.env })
    else {
      const output = await runCommandQuietly(step.command, step.args, { env: process.env })
      console.log(`\n=== ${step.name} (${seconds(started)}) ===\n${output}`)
    }
  } catch (error) {
    if (!alone && error instanceof Error && 'output' in error) {
      console.log(`\n=== ${step.name} (${seconds(started)}) ===\n${String(error.output)}`)
    }
    console.error(
      `\n✗ ${step.name} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
    throw error
  } finally {
    timings.push(`${step.name} ${seconds(started)}`)
  }
}

let failed = 0
let ran = 0
/** @type {string[]} */
const stageLines = []
for (const stage of stages) {
  const stageStarted = Date.now()
  const counters = cpuCounters()
  const results = await Promise.allSettled(stage.map((step) => runStep(step, stage.length === 1)))
  const names = stage.map((step) => step.name).join(', ')
  stageLines.push(`  ${names}: ${seconds(stageStarted)}, ${cpuUseSince(counters) || 'CPU unknown'}`)
  ran += stage.length
  failed += results.filter((result) => result.status === 'rejected').length
  if (failed) break
}
const total = stages.flat().length
console.log(`\nTimings: ${timings.join(', ')}; total ${seconds(started)}`)
console.log(`Stages (the whole machine's CPU while each ran):\n${stageLines.join('\n')}`)
const summary = timingSummary()
if (summary.length)
  console.log(`Where the browser tests spent their time (run side by side):\n${summary.join('\n')}`)
console.log(`checks: ${ran - failed} passed, ${failed} failed, ${total - ran} not run`)
process.exit(failed ? 1 : 0)
