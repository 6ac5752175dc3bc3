// `npm test`: every check in order, stopping at the first failure.
import { ensureChromium } from './ensure-chromium.mjs'
import { runCommand } from './run-step.mjs'

const steps = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['vitest', './node_modules/.bin/vitest', ['run', '--project', 'unit']],
  ['browser', null, null],
  ['stories', 'node', ['scripts/test-stories.mjs']],
  ['build', './node_modules/.bin/vite', ['build', '--logLevel', 'warn']],
  ['e2e', './node_modules/.bin/playwright', ['test']],
]

const started = Date.now()
const timings = []
let failed = 0
for (const [name, command, args] of steps) {
  const stepStart = Date.now()
  console.log(`\n=== ${name} ===`)
  try {
    if (command === null) process.env.CHROMIUM_PATH = ensureChromium()
    else await runCommand(command, args, { env: process.env })
  } catch (error) {
    console.error(`\n✗ ${name} failed: ${error instanceof Error ? error.message : String(error)}`)
    failed = 1
  }
  timings.push(`${name} ${((Date.now() - stepStart) / 1000).toFixed(1)} s`)
  if (failed) break
}
console.log(
  `\nTimings: ${timings.join(', ')}; total ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
const passed = timings.length - failed
console.log(`checks: ${passed} passed, ${failed + (steps.length - timings.length)} failed`)
process.exit(failed ? 1 : 0)
