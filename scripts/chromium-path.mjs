// Where the browser tests find Chromium: CHROMIUM_PATH, else the path that
// ensure-chromium.mjs recorded (a Playwright-installed build), else Debian's.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const recordedPathFile = fileURLToPath(
  new URL('../node_modules/.cache/cea-dashboard/chromium-path', import.meta.url),
)
export const debianChromium = '/usr/bin/chromium'

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  if (existsSync(recordedPathFile)) {
    const recorded = readFileSync(recordedPathFile, 'utf8').trim()
    if (recorded && existsSync(recorded)) return recorded
  }
  return debianChromium
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
