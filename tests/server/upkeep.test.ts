import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startUpkeep } from '../../server/upkeep.ts'
import { TestClock } from './helpers.ts'

/*
 * server/README.md: the database's state is checked every second, and a failed one probed until
 * a write works again; what has expired is forgotten and old metrics deleted at start and every
 * hour. The upkeep runs on Vitest's timers; stand-ins for the repositories count what it asks
 * (storage.test.ts and vitals.test.ts meet the same work on the real database).
 */
beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function upkeepOf(problem: string | undefined) {
  const asked = { purges: 0, probes: 0 }
  const health = {
    problem: () => problem,
    recentProblem: () => problem,
    recordFailure: () => undefined,
    recordSuccess: () => {},
    failing: problem !== undefined,
  }
  const stop = startUpkeep({
    clock: new TestClock(),
    health,
    storageProblem: () => problem,
    repository: {
      probe: () => Promise.resolve(void (asked.probes += 1)),
      purgeExpired: () => Promise.resolve(void (asked.purges += 1)),
    },
    vitals: { purgeBefore: () => Promise.resolve(0) },
    retentionMs: 35 * 24 * 60 * 60 * 1000,
    onError: () => {},
  })
  return { asked, stop }
}

describe('the server’s upkeep', () => {
  it('forgets what has expired at start, then every hour', async () => {
    const { asked, stop } = upkeepOf(undefined)
    await vi.advanceTimersByTimeAsync(0)
    expect(asked.purges).toBe(1)
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000 - 1)
    expect(asked.purges).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(asked.purges).toBe(2)
    await (
      await stop
    )()
  })

  it('probes a database whose write failed every second', async () => {
    const { asked, stop } = upkeepOf('the disk is full')
    await vi.advanceTimersByTimeAsync(999)
    expect(asked.probes).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(asked.probes).toBe(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(asked.probes).toBe(2)
    await (
      await stop
    )()
  })
})
