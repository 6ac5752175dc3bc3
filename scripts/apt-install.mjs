// Installs Debian packages with apt-get (as root), refreshing the package lists first only when
// the first try fails (a fresh machine may have none). Throws when apt-get cannot install them.
import { execFileSync } from 'node:child_process'

function aptGet(args) {
  execFileSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

/** @param {string[]} packages */
export function aptInstall(packages) {
  const install = ['install', '-y', '-qq', '--no-install-recommends', ...packages]
  try {
    aptGet(install)
  } catch {
    aptGet(['update', '-qq'])
    aptGet(install)
  }
}
