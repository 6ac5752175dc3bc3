// Finds or installs the browser the tests run in, and says which it did:
// CHROMIUM_PATH if set, else Debian's /usr/bin/chromium, else apt-get install
// chromium when running as root, else `npx playwright install chromium`.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { pathToFileURL } from 'node:url'
import { debianChromium, recordedPathFile } from './chromium-path.mjs'

function record(path) {
  mkdirSync(dirname(recordedPathFile), { recursive: true })
  writeFileSync(recordedPathFile, `${path}\n`)
  return path
}

function run(command, args) {
  execFileSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

export function ensureChromium() {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist`)
    console.log(`[chromium] using CHROMIUM_PATH: ${fromEnv}`)
    return record(fromEnv)
  }
  if (existsSync(debianChromium)) {
    console.log(`[chromium] using Debian's chromium: ${debianChromium}`)
    return record(debianChromium)
  }
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log("[chromium] not found; installing Debian's chromium with apt-get (running as root)")
    run('apt-get', ['update', '-qq'])
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'])
    if (!existsSync(debianChromium))
      throw new Error('apt-get finished but /usr/bin/chromium is missing')
    console.log(`[chromium] installed Debian's chromium: ${debianChromium}`)
    return record(debianChromium)
  }
  console.log('[chromium] not found and not root; running `npx playwright install chromium`')
  run('npx', ['playwright', 'install', 'chromium'])
  const probe =
    "import('playwright').then(({ chromium }) => console.log(chromium.executablePath()))"
  const installed = execFileSync(process.execPath, ['--input-type=module', '-e', probe])
    .toString()
    .trim()
  console.log(`[chromium] using Playwright's chromium: ${installed}`)
  return record(installed)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureChromium()
}
