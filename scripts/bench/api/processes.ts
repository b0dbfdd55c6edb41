import { readdirSync, readFileSync } from 'node:fs'

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every Linux this runs on). */
const ticksPerSecond = 100

/** Fields after the command name of /proc/<pid>/stat (field 3 is index 0). */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(') ') + 2).split(' ')
  } catch {
    return undefined
  }
}

/** CPU time (user + system) the process has used so far, in milliseconds; 0 once it is gone. */
export function cpuMs(pid: number): number {
  const fields = statFields(pid)
  // fields 14 and 15 of the stat line: utime and stime
  if (fields === undefined) return 0
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond
}

/**
 * CPU time of a process and of every process below it, alive or already reaped by it
 * (cutime and cstime count the children a process has waited for), in milliseconds: for a
 * server made of several processes, such as PostgreSQL's postmaster and its backends.
 */
export function treeCpuMs(pid: number): number {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const parent = Number(statFields(Number(entry))?.[1])
    if (!Number.isInteger(parent)) continue
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
  }
  const total = (p: number): number => {
    const fields = statFields(p)
    if (fields === undefined) return 0
    const own = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])
    return (own * 1000) / ticksPerSecond + (children.get(p) ?? []).reduce((s, c) => s + total(c), 0)
  }
  return total(pid)
}

/** The process's peak (VmHWM) or current (VmRSS) resident memory, in MiB. */
export function memoryMiB(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

/** The machine's load averages over 1, 5 and 15 minutes, as /proc/loadavg gives them. */
export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
}

/** CPU time of the whole machine so far, busy and in all, in milliseconds (/proc/stat). */
export function machineCpuMs(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number)
  // user nice system idle iowait irq softirq steal: idle and iowait are not busy
  const total = ticks.reduce((s, t) => s + t, 0)
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0)
  return { busy: ((total - idle) * 1000) / ticksPerSecond, total: (total * 1000) / ticksPerSecond }
}
