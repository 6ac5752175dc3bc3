// Finds or installs the browser the tests run in, and says which it did: CHROMIUM_PATH if set,
// else Debian's chromium-headless-shell, installed with apt-get when running as root if missing
// (the same Chromium build as Debian's `chromium`, without a window: a quarter less CPU per
// page), else Debian's /usr/bin/chromium, else `npx playwright install chromium`.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { pathToFileURL } from 'node:url'
import { aptInstall } from './apt-install.mjs'
import { debianChromium, debianHeadlessShell, recordedPathFile } from './chromium-path.mjs'

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

/** Installs a Debian package with apt-get; its path, or undefined when that failed. */
function installDebianPackage(packageName, path) {
  console.log(`[chromium] installing Debian's ${packageName} with apt-get (running as root)`)
  try {
    aptInstall([packageName])
  } catch (error) {
    console.warn(`[chromium] apt-get could not install ${packageName}: ${String(error)}`)
    return undefined
  }
  if (!existsSync(path)) return undefined
  console.log(`[chromium] installed Debian's ${packageName}: ${path}`)
  return path
}

export function ensureChromium() {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist`)
    console.log(`[chromium] using CHROMIUM_PATH: ${fromEnv}`)
    return record(fromEnv)
  }
  if (existsSync(debianHeadlessShell)) {
    console.log(`[chromium] using Debian's chromium-headless-shell: ${debianHeadlessShell}`)
    return record(debianHeadlessShell)
  }
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    const installed = installDebianPackage('chromium-headless-shell', debianHeadlessShell)
    if (installed) return record(installed)
    if (existsSync(debianChromium)) {
      console.log(`[chromium] using Debian's chromium: ${debianChromium}`)
      return record(debianChromium)
    }
    const chromium = installDebianPackage('chromium', debianChromium)
    if (chromium) return record(chromium)
    throw new Error('apt-get could install neither chromium-headless-shell nor chromium')
  }
  if (existsSync(debianChromium)) {
    console.log(`[chromium] using Debian's chromium: ${debianChromium}`)
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
