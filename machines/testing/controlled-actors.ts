import { fromPromise, type EventObject } from 'xstate'

/**
 * Promise actors that settle when the test says so. A path step `xstate.done.actor.<id>`
 * resolves the pending invocation `<id>` with the step's output; `xstate.error.actor.<id>`
 * rejects it. The invoke id and the actor's `src` name are the same by convention, so the same
 * object serves `machine.provide({ actors })` and the replay.
 */
export class ControlledActors {
  private readonly pending = new Map<
    string,
    { resolve: (v: unknown) => void; reject: (e: unknown) => void }
  >()
  /** Inputs each invocation received, oldest first, keyed by invoke id. */
  readonly calls = new Map<string, unknown[]>()

  /** A `fromPromise` actor that waits for `settle` instead of doing I/O. */
  actor<TOutput, TInput = unknown>() {
    return fromPromise<TOutput, TInput>(({ input, self, signal }) => {
      const list = this.calls.get(self.id) ?? []
      list.push(input)
      this.calls.set(self.id, list)
      return new Promise<TOutput>((resolve, reject) => {
        const entry = { resolve: resolve as (v: unknown) => void, reject }
        this.pending.set(self.id, entry)
        // A request the machine stopped waiting for (it left the state) waits for nothing more.
        signal.addEventListener('abort', () => {
          if (this.pending.get(self.id) === entry) this.pending.delete(self.id)
        })
      })
    })
  }

  /** Whether an invocation `id` is running and waits to be settled. */
  waiting(id: string): boolean {
    return this.pending.has(id)
  }

  /** Settles the running invocation named in a done/error event; false when none waits. */
  settle(event: EventObject): boolean {
    const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)
    const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type)
    const id = done?.[1] ?? error?.[1]
    if (id === undefined) return false
    const waiting = this.pending.get(id)
    if (!waiting) throw new Error(`No invocation "${id}" is running to settle with ${event.type}`)
    this.pending.delete(id)
    const payload = event as EventObject & { output?: unknown; error?: unknown }
    if (done) waiting.resolve(payload.output)
    else waiting.reject(payload.error ?? new Error('failed'))
    return true
  }
}
