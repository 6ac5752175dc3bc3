// The Debian packages the tests need and a fresh machine lacks (the headless browser, Postgres),
// installed in one apt-get call at the start of `npm test`, beside the linters: the download and
// unpacking (some 20–60 s on a fresh CI machine) then no longer hold up the stages that need them.
// Never fails: what it could not install, ensure-chromium.mjs and ensure-postgres.mjs find missing
// later and deal with as they always do (other fallbacks, or a clear error).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { debianHeadlessShell } from './chromium-path.mjs'
import { installedPostgresBinDir } from './ensure-postgres.mjs'

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const missing = [
  !process.env.CHROMIUM_PATH && !existsSync(debianHeadlessShell) && 'chromium-headless-shell',
  !installedPostgresBinDir() && 'postgresql',
].filter(Boolean)

function aptGet(args) {
  execFileSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

if (missing.length === 0) console.log('[packages] the browser and Postgres are installed')
else if (!isRoot || !existsSync('/usr/bin/apt-get'))
  console.log(`[packages] missing, left to their own checks (no apt-get as root): ${missing}`)
else {
  console.log(`[packages] installing with apt-get: ${missing.join(', ')}`)
  const install = ['install', '-y', '-qq', '--no-install-recommends', ...missing]
  try {
    try {
      aptGet(install)
    } catch {
      // A fresh machine may have no package lists yet.
      aptGet(['update', '-qq'])
      aptGet(install)
    }
    console.log(`[packages] installed: ${missing.join(', ')}`)
  } catch (error) {
    console.warn(`[packages] apt-get failed; the later checks try again: ${String(error)}`)
  }
}
