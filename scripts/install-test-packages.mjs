// The Debian packages the tests need and a fresh machine lacks (the headless browser, Postgres),
// installed in one apt-get call at the start of `npm test`, beside the linters: the download and
// unpacking (some 20–60 s on a fresh CI machine) then no longer hold up the stages that need them.
// Never fails: what it could not install, ensure-chromium.mjs and ensure-postgres.mjs find missing
// later and deal with as they always do (other fallbacks, or a clear error).
import { existsSync } from 'node:fs'
import { aptInstall } from './apt-install.mjs'
import { debianHeadlessShell } from './chromium-path.mjs'
import { installedPostgresBinDir } from './ensure-postgres.mjs'

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const missing = [
  !process.env.CHROMIUM_PATH && !existsSync(debianHeadlessShell) && 'chromium-headless-shell',
  !installedPostgresBinDir() && 'postgresql',
].filter(Boolean)

if (missing.length === 0) console.log('[packages] the browser and Postgres are installed')
else if (!isRoot || !existsSync('/usr/bin/apt-get'))
  console.log(`[packages] missing, left to their own checks (no apt-get as root): ${missing}`)
else {
  console.log(`[packages] installing with apt-get: ${missing.join(', ')}`)
  try {
    aptInstall(missing)
    console.log(`[packages] installed: ${missing.join(', ')}`)
  } catch (error) {
    console.warn(`[packages] apt-get failed; the later checks try again: ${String(error)}`)
  }
}
