// How busy the machine's cores were over a stretch of time, from Linux's /proc/stat (elsewhere:
// nothing). npm test prints it per stage, so a CI log shows which stages keep both cores busy.
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'

/** The machine's CPU counters now: busy and total time, in clock ticks; undefined off Linux. */
export function cpuCounters() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1)
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number)
    const busy = user + nice + system + irq + softirq + steal
    return { busy, total: busy + idle + iowait }
  } catch {
    return undefined
  }
}

/** "CPU 93% of 2 cores" since `start` (from cpuCounters), or '' when unknown. */
export function cpuUseSince(start) {
  const now = cpuCounters()
  if (!start || !now || now.total === start.total) return ''
  const share = (now.busy - start.busy) / (now.total - start.total)
  return `CPU ${Math.round(share * 100)}% of ${availableParallelism()} cores`
}
