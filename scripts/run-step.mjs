// Small helpers for the test and bench scripts: run a command, start and stop a
// static server, wait for a port.
import { spawn } from 'node:child_process'

export function runCommand(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))
    })
  })
}

/**
 * Runs a command with its output (stdout and stderr, interleaved) held back: resolves to the
 * output, or rejects with an error carrying it as `output`.
 */
export function runCommandQuietly(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
    const chunks = []
    child.stdout.on('data', (chunk) => chunks.push(chunk))
    child.stderr.on('data', (chunk) => chunks.push(chunk))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      const output = Buffer.concat(chunks).toString('utf8').trimEnd()
      if (code === 0) resolve(output)
      else {
        const error = new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)
        reject(Object.assign(error, { output }))
      }
    })
  })
}

export function startServer(command, args) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true })
  return {
    stop() {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    },
  }
}

export async function waitForUrl(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}
