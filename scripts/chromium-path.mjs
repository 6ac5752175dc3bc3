// Where the browser tests find Chromium: CHROMIUM_PATH, else the path that
// ensure-chromium.mjs recorded, else Debian's headless shell, else Debian's chromium.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const recordedPathFile = fileURLToPath(
  new URL('../node_modules/.cache/cea-dashboard/chromium-path', import.meta.url),
)
export const debianChromium = '/usr/bin/chromium'
/**
 * Debian's `chromium-headless-shell` (built from the same `chromium` source): Chromium's old
 * headless mode, which Playwright itself uses for headless runs. The tests need no browser
 * window, and it spends about a quarter less CPU than the full browser on the same pages
 * (responsive sweep: 21 s of CPU against 28 s; the users stories: 26 s against 35 s).
 */
export const debianHeadlessShell = '/usr/bin/chromium-headless-shell'

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  if (existsSync(recordedPathFile)) {
    const recorded = readFileSync(recordedPathFile, 'utf8').trim()
    if (recorded && existsSync(recorded)) return recorded
  }
  return existsSync(debianHeadlessShell) ? debianHeadlessShell : debianChromium
}

/**
 * The benches' browser: the full Chromium a person runs where there is one (Lighthouse and the
 * frame timings are compared run to run), else the tests' browser.
 */
export function benchChromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync(debianChromium) ? debianChromium : chromiumPath()
}

// Flags for headless Chromium on a closed network, as root, without a GPU.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]
