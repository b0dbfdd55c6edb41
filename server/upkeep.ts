import type { Clock } from './clock.ts'
import type { StorageHealth } from './db/database-health.ts'
import type { EnquiryRepository } from './enquiries/enquiry.repository.ts'
import { purgeChunkRows, type VitalsRepository } from './vitals/vitals.repository.ts'

/** How often the storage's state is looked at (server/README.md: every second). */
const probeIntervalMs = 1000
/** How often what has expired is forgotten and old metrics deleted (every hour). */
const purgeIntervalMs = 60 * 60 * 1000

/**
 * The app's background work, stopped by the returned function: every second, log a change of
 * the storage's state and, after a failed write or query (disk full, read-only, the database
 * server gone), try a small write to learn when it works again; at start and every hour, forget
 * what has expired (used tokens, fingerprints, rate windows) and delete metrics older than the
 * retention period, a chunk at a time, and what `purges` forget.
 */
export async function startUpkeep(parts: {
  clock: Clock
  health: StorageHealth
  /** The storage's state now, logged when it changes. */
  storageProblem: () => string | undefined
  repository: Pick<EnquiryRepository, 'probe' | 'purgeExpired'>
  vitals: Pick<VitalsRepository, 'purgeBefore'>
  retentionMs: number
  /** More to forget every hour (the desk's expired sessions, failures, locks and challenges). */
  purges?: readonly (() => Promise<void>)[]
  onError: (message: string) => void
}): Promise<() => Promise<void>> {
  const { clock, health, storageProblem, repository, vitals } = parts
  let probing: Promise<void> | undefined
  const monitor = setInterval(() => {
    const problem = storageProblem()
    if (probing || problem === undefined || !health.failing || problem !== health.problem()) return
    probing = repository
      .probe(clock.now())
      .then(
        () => health.recordSuccess(),
        (error: unknown) => void health.recordFailure(error),
      )
      .finally(() => {
        probing = undefined
        storageProblem()
      })
  }, probeIntervalMs)
  monitor.unref()

  let stopped = false
  const purge = async () => {
    if (stopped || storageProblem() !== undefined) return
    try {
      await repository.purgeExpired(clock.now())
      for (const more of parts.purges ?? []) await more()
      while (
        !stopped &&
        (await vitals.purgeBefore(clock.now() - parts.retentionMs)) === purgeChunkRows
      );
    } catch (error) {
      parts.onError(`the hourly purge failed: ${String(error)}`)
    }
  }
  let purging = purge()
  await purging
  const hourly = setInterval(() => {
    purging = purge()
  }, purgeIntervalMs)
  hourly.unref()
  return async () => {
    stopped = true
    clearInterval(monitor)
    clearInterval(hourly)
    await purging
    await probing
  }
}
