import type { AnyActorRef, EventObject, InspectionEvent, Snapshot } from 'xstate'

/** How many events the panel keeps per actor (the issue asks for the last twenty). */
export const eventsKept = 20
/** How many raw inspection events are kept to replay to an inspector opened later. */
const historyKept = 5_000
/** An actor created but never started (React's strict mode makes one per hook) is forgotten. */
const unstartedGraceMs = 10_000

export interface EventRecord {
  /** When the actor received it (ms since the epoch). */
  at: number
  event: EventObject
  /** Session id of the actor that sent it; undefined when it came from the page. */
  sourceId: string | undefined
  /** Sent from the machines panel (`sendFromPanel`). */
  fromPanel: boolean
  /** The actor's state once it had taken the event (machines), as `stateText` writes it. */
  state?: string
}

export interface ActorRecord {
  ref: AnyActorRef
  sessionId: string
  parentId: string | undefined
  createdAt: number
  /** The last `eventsKept` events, oldest first. */
  events: EventRecord[]
}

interface ActorInternals {
  _processingStatus?: number
  _parent?: { sessionId: string }
}

/**
 * Running, stopped or not yet started. XState keeps this private (`_processingStatus`: 0 not
 * started, 1 running, 2 stopped); the registry's tests run real actors, so a change in XState
 * shows there.
 */
export function actorStatus(ref: AnyActorRef): 'idle' | 'running' | 'stopped' {
  const status = (ref as unknown as ActorInternals)._processingStatus
  return status === 1 ? 'running' : status === 2 ? 'stopped' : 'idle'
}

/** A snapshot's state in one line: `form.editing, challenge.ready` for a machine, else its status. */
export function stateText(snapshot: Snapshot<unknown>): string {
  if (!('value' in snapshot)) return snapshot.status
  const leaves = (value: unknown, prefix: string): string[] => {
    if (typeof value === 'string') return [`${prefix}${value}`]
    if (value === null || typeof value !== 'object') return [prefix.replace(/\.$/, '') || '(root)']
    const entries = Object.entries(value)
    if (entries.length === 0) return [prefix.replace(/\.$/, '') || '(root)']
    return entries.flatMap(([key, child]) => leaves(child, `${prefix}${key}.`))
  }
  const text = leaves(snapshot.value, '').join(', ')
  return snapshot.status === 'active' ? text : `${text} (${snapshot.status})`
}

function isActorRef(value: unknown): value is AnyActorRef {
  return (
    typeof value === 'object' &&
    value !== null &&
    'sessionId' in value &&
    'getSnapshot' in value &&
    'send' in value
  )
}

/**
 * Every actor of the page as the inspection events tell it: which exist, who started whom,
 * the last twenty events each received (with the time and the state they led to), and the raw
 * events for an inspector opened later. The page's actors report through `connectInspection`
 * (machines/inspect.ts); the machines panel reads `live()` and re-renders on `subscribe`.
 */
export class ActorRegistry {
  readonly #actors = new Map<string, ActorRecord>()
  readonly #listeners = new Set<() => void>()
  readonly #history: InspectionEvent[] = []
  /** Every actor's name by session id, kept after it stops: events name their sender by it. */
  readonly #names = new Map<string, string>()
  readonly #panelEvents = new WeakSet<EventObject>()
  #version = 0

  constructor(private readonly now: () => number = Date.now) {}

  record(inspection: InspectionEvent): void {
    this.#history.push(inspection)
    if (this.#history.length > historyKept)
      this.#history.splice(0, this.#history.length - historyKept)
    const ref = inspection.actorRef
    if (!isActorRef(ref)) return
    if (inspection.type === '@xstate.actor') {
      const logic = (ref as unknown as { logic?: { id?: unknown } }).logic
      this.#names.set(ref.sessionId, typeof logic?.id === 'string' ? logic.id : ref.id)
      this.#actors.set(ref.sessionId, {
        ref,
        sessionId: ref.sessionId,
        parentId: (ref as unknown as ActorInternals)._parent?.sessionId,
        createdAt: this.now(),
        events: [],
      })
    } else if (inspection.type === '@xstate.event') {
      const record = this.#actors.get(ref.sessionId)
      if (record === undefined) return
      record.events.push({
        at: this.now(),
        event: inspection.event,
        sourceId: inspection.sourceRef?.sessionId,
        fromPanel: this.#panelEvents.has(inspection.event),
      })
      if (record.events.length > eventsKept)
        record.events.splice(0, record.events.length - eventsKept)
    } else if (inspection.type === '@xstate.snapshot') {
      const record = this.#actors.get(ref.sessionId)
      const last = record?.events.findLast((e) => e.event === inspection.event)
      if (last !== undefined) last.state = stateText(inspection.snapshot)
    } else return
    this.#changed()
  }

  /** The actors running now, each parent followed by its children, with their depth. */
  live(): { record: ActorRecord; depth: number }[] {
    const now = this.now()
    for (const [id, record] of this.#actors) {
      const status = actorStatus(record.ref)
      if (status === 'stopped' || (status === 'idle' && now - record.createdAt > unstartedGraceMs))
        this.#actors.delete(id)
    }
    const running = [...this.#actors.values()].filter((r) => actorStatus(r.ref) === 'running')
    const ids = new Set(running.map((r) => r.sessionId))
    const out: { record: ActorRecord; depth: number }[] = []
    const visit = (record: ActorRecord, depth: number) => {
      out.push({ record, depth })
      for (const child of running) if (child.parentId === record.sessionId) visit(child, depth + 1)
    }
    for (const record of running)
      if (record.parentId === undefined || !ids.has(record.parentId)) visit(record, 0)
    return out
  }

  /** Sends an event to an actor from the panel; its record says where it came from. */
  sendFromPanel(ref: AnyActorRef, event: EventObject): void {
    this.#panelEvents.add(event)
    ref.send(event)
  }

  /** The machine id (or actor id) of any actor seen, running or not. */
  nameOf(sessionId: string): string | undefined {
    return this.#names.get(sessionId)
  }

  get(sessionId: string): ActorRecord | undefined {
    return this.#actors.get(sessionId)
  }

  /** The raw inspection events so far (at most the last 5000), oldest first. */
  history(): readonly InspectionEvent[] {
    return this.#history
  }

  /** Grows with every recorded change: a `useSyncExternalStore` snapshot. */
  version(): number {
    return this.#version
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  #changed(): void {
    this.#version++
    for (const listener of this.#listeners) listener()
  }
}
