import type {
  LiveSessionCheck,
  LiveStreamEvent,
} from '../../../machines/desk-live/desk-live.machine.ts'
import type { DeskClient } from './client.ts'

/** The browser's `EventSource`, or a test's stand-in with the same surface. */
export type EventSourceClass = new (url: string) => LiveSource

/** What the desk uses of an `EventSource`. */
export interface LiveSource {
  readonly readyState: number
  addEventListener(type: string, listener: (event: Event) => void): void
  close(): void
}

/** The desk's live feed: one stream per open desk, same-origin, with the session's cookie. */
export const liveFeedPath = '/api/desk/live'

/** The `data` of an `event: enquiry`, when it is what the server sends (`{ id, version }`). */
function changeOf(data: unknown): { id: string; version: number } | undefined {
  if (typeof data !== 'string') return undefined
  try {
    const value = JSON.parse(data) as unknown
    if (typeof value !== 'object' || value === null) return undefined
    const { id, version } = value as Record<string, unknown>
    return typeof id === 'string' && typeof version === 'number' ? { id, version } : undefined
  } catch {
    return undefined
  }
}

/**
 * Opens the live stream with `Source` and tells the live machine what it says: `open`, each
 * `enquiry` event, and an `error` as a drop the browser recovers from by itself
 * (`readyState` CONNECTING) or a close for good (CLOSED). Returns how to close it. The stream
 * cannot carry `X-Desk-Background` (an `EventSource` sends no headers of its own): the server
 * counts its path as the desk's own request.
 */
export function connectLive(Source: EventSourceClass) {
  return (tell: (event: LiveStreamEvent) => void): (() => void) => {
    const source = new Source(liveFeedPath)
    source.addEventListener('open', () => tell({ type: 'OPENED' }))
    source.addEventListener('enquiry', (event) => {
      const change = changeOf((event as MessageEvent).data)
      if (change) tell({ type: 'ENQUIRY', ...change })
    })
    source.addEventListener('error', () =>
      tell({ type: source.readyState === 2 ? 'CLOSED' : 'DROPPED' }),
    )
    return () => source.close()
  }
}

/**
 * Whether the session lives, asked by the live list after its stream closed for good, as a
 * background request: a 401 also tells the session it ended (the client's `onSignedOut`).
 * Rejects when the server cannot be reached or fails.
 */
export async function liveSessionCheck(client: DeskClient): Promise<LiveSessionCheck> {
  const result = await client.call('GET', '/session', { background: true })
  if (result.ok) return 'signed-in'
  if (result.kind === 'signed-out') return 'signed-out'
  throw new Error(result.message)
}
