/**
 * A stand-in for the browser's `EventSource` in the desk's component tests (jsdom has none):
 * each stream the desk opens is kept in `FakeEventSource.streams`, and the test makes the server
 * speak through it: `open()`, `enquiry({ id, version })`, `drop()` (the connection broke: the
 * browser reconnects by itself) or `fail()` (closed for good). The real stream is tested end to
 * end against the server (tests/e2e/desk).
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  /** Every stream opened since the last `reset`, oldest first. */
  static streams: FakeEventSource[] = []

  static reset(): void {
    FakeEventSource.streams = []
  }

  /** The newest stream (the one the desk listens to). */
  static latest(): FakeEventSource {
    const stream = FakeEventSource.streams.at(-1)
    if (!stream) throw new Error('The desk opened no live stream')
    return stream
  }

  readyState = FakeEventSource.CONNECTING
  readonly withCredentials = false
  closed = false

  constructor(readonly url: string) {
    super()
    FakeEventSource.streams.push(this)
  }

  open(): void {
    this.readyState = FakeEventSource.OPEN
    this.dispatchEvent(new Event('open'))
  }

  enquiry(change: { id: string; version: number }): void {
    this.dispatchEvent(new MessageEvent('enquiry', { data: JSON.stringify(change) }))
  }

  drop(): void {
    this.readyState = FakeEventSource.CONNECTING
    this.dispatchEvent(new Event('error'))
  }

  fail(): void {
    this.readyState = FakeEventSource.CLOSED
    this.dispatchEvent(new Event('error'))
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED
    this.closed = true
  }
}
