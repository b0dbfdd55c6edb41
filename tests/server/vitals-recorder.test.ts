import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { VitalRow } from '../../server/vitals/vitals.repository.ts'
import { VitalsRecorder } from '../../server/vitals/vitals-recorder.ts'

/*
 * server/README.md (Page-visibility metrics): the rows "are held in memory (20 000 at most) and
 * written once a second in one transaction". The recorder runs with its own defaults on Vitest's
 * timers; what it writes goes to a stand-in that keeps each transaction's rows (tests/server/
 * vitals.test.ts writes them to the real database).
 */
beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const row: VitalRow = {
  receivedHour: 0,
  route: '/suites',
  metric: 'LCP',
  value: 1200,
  navigationType: 'navigate',
  device: 'mobile',
}
const healthy = {
  problem: () => undefined,
  recordFailure: () => undefined,
  recordSuccess: () => {},
}

function recorder() {
  const written: number[] = []
  const held = new VitalsRecorder(
    { insert: (rows) => Promise.resolve(void written.push(rows.length)) },
    healthy,
  )
  return { held, written }
}

describe('the metrics held in memory', () => {
  it('holds 20 000 rows, and refuses the 20 001st', () => {
    const { held } = recorder()
    expect(held.record(Array.from({ length: 19_999 }, () => row))).toBe(true)
    expect(held.record([row])).toBe(true)
    expect(held.record([row])).toBe(false)
  })

  it('writes what it holds in one transaction a second after the first row, not sooner', async () => {
    const { held, written } = recorder()
    held.record([row, row])
    await vi.advanceTimersByTimeAsync(500)
    held.record([row])
    await vi.advanceTimersByTimeAsync(499)
    expect(written).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(written).toEqual([3])
  })
})
