// Finds or installs Postgres for the tests, the way ensure-chromium does the browser: Debian's
// `postgresql` package (apt-get, as root), then starts a private cluster of our own in a
// temporary folder on its own port (initdb + pg_ctl, trust auth on 127.0.0.1 only), so no
// system cluster is touched. `startPostgres()` answers its DATABASE_URL and a stop().
import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { aptInstall } from './apt-install.mjs'

const postgresRoot = '/usr/lib/postgresql'

/** The newest installed Postgres's bin folder (Debian's layout), or undefined. */
export function installedPostgresBinDir() {
  if (!existsSync(postgresRoot)) return undefined
  const versions = readdirSync(postgresRoot)
    .filter((name) => existsSync(join(postgresRoot, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(postgresRoot, versions[0], 'bin') : undefined
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

export function ensurePostgresBinaries() {
  const found = installedPostgresBinDir()
  if (found) {
    console.log(`[postgres] using ${found}`)
    return found
  }
  if (!isRoot)
    throw new Error(
      "Postgres is not installed and this is not root: install Debian's postgresql package",
    )
  console.log("[postgres] not found; installing Debian's postgresql with apt-get (running as root)")
  aptInstall(['postgresql'])
  const installed = installedPostgresBinDir()
  if (!installed) throw new Error('apt-get finished but no initdb was found')
  return installed
}

/** Runs a Postgres program; as root, as the `postgres` user (Postgres refuses to run as root). */
function runAsOwner(program, args) {
  const command = isRoot ? 'runuser' : program
  const fullArgs = isRoot ? ['-u', 'postgres', '--', program, ...args] : args
  execFileSync(command, fullArgs, { stdio: ['ignore', 'ignore', 'inherit'] })
}

function postgresIds() {
  const text = execFileSync('id', ['postgres']).toString()
  const uid = Number(/uid=(\d+)/.exec(text)?.[1])
  const gid = Number(/gid=(\d+)/.exec(text)?.[1])
  return { uid, gid }
}

/** A fresh cluster on `port`; answers its DATABASE_URL and stop(). */
export function startPostgres(port = Number(process.env.POSTGRES_TEST_PORT ?? 55432)) {
  const bin = ensurePostgresBinaries()
  const folder = mkdtempSync(join(tmpdir(), 'cea-postgres-'))
  if (isRoot) {
    const { uid, gid } = postgresIds()
    chownSync(folder, uid, gid)
  }
  const dataDir = join(folder, 'data')
  runAsOwner(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'])
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=off`
  runAsOwner(join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    join(folder, 'log'),
    '-w',
    'start',
  ])
  console.log(`[postgres] started a private cluster on 127.0.0.1:${port}`)
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runAsOwner(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
      } finally {
        rmSync(folder, { recursive: true, force: true })
      }
    },
  }
}
