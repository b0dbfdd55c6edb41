import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { shutDown, type StoppingApp } from '../../server/shutdown.ts'

/*
 * server/README.md: on SIGTERM requests in flight may finish for up to 3 s, what is left is cut,
 * and the process exits within 5 s. The real process is stopped in main.test.ts; here the
 * shutdown's clock is Vitest's, so each boundary is met to the millisecond: an app that closes
 * only when told stands in for the server, and records what the shutdown does to it.
 */
function stoppingApp() {
  const done: string[] = []
  let finish: (outcome: 'closed' | Error) => void = () => {}
  const app: StoppingApp = {
    log: { info: () => {}, error: () => {} },
    server: {
      closeIdleConnections: () => {},
      closeAllConnections: () => void done.push('cut'),
    },
    close: () =>
      new Promise((resolve, reject) => {
        finish = (outcome) => (outcome === 'closed' ? resolve(undefined) : reject(outcome))
      }),
  }
  const exits: number[] = []
  shutDown(app, 'SIGTERM', (code) => void exits.push(code))
  return { done, exits, finish: (outcome: 'closed' | Error) => finish(outcome) }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the graceful shutdown’s clock', () => {
  it('lets requests in flight run for 3 s, then cuts every connection', async () => {
    const { done } = stoppingApp()
    await vi.advanceTimersByTimeAsync(2999)
    expect(done).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toEqual(['cut'])
  })

  it('exits 1 at 4.7 s when the app never finishes closing, within the 5 s given', async () => {
    const { exits } = stoppingApp()
    await vi.advanceTimersByTimeAsync(4699)
    expect(exits).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(exits).toEqual([1])
  })

  it('exits 0 as soon as the app has closed, 1 if closing failed', async () => {
    const closed = stoppingApp()
    closed.finish('closed')
    await vi.advanceTimersByTimeAsync(0)
    expect(closed.exits).toEqual([0])
    const failed = stoppingApp()
    failed.finish(new Error('the database would not close'))
    await vi.advanceTimersByTimeAsync(0)
    expect(failed.exits).toEqual([1])
  })
})
