import type { EventObject, StateValue } from 'xstate'

/**
 * What a visitor can observe of one element. `role` + `name` finds it in the accessibility
 * tree (as Testing Library and Playwright do); `label` by its accessible label (a `<summary>`
 * has no role); `text` finds visible text; `selector` reads one attribute of a marked element,
 * for what has no role (a section sliding in).
 */
export type Seen =
  | { readonly role: string; readonly name: string | RegExp; readonly is?: SeenState }
  | { readonly label: string | RegExp; readonly is?: SeenState }
  | { readonly text: string | RegExp; readonly is?: 'shown' | 'absent' }
  | { readonly selector: string; readonly attribute: string; readonly value: string | null }

/** How the element is: there, gone, focused, or in one of its ARIA states. */
export type SeenState =
  | 'shown'
  | 'absent'
  | 'focused'
  | 'enabled'
  | 'disabled'
  | 'pressed'
  | 'unpressed'
  | 'expanded'
  | 'collapsed'
  | 'current'
  | 'not-current'

/**
 * One state of the table: where the machine is (`value`), the facts of its context that make
 * the state what it is (compared key by key), and what the visitor sees there.
 */
export interface TableState {
  readonly value: StateValue
  readonly context?: Readonly<Record<string, unknown>>
  readonly sees: readonly Seen[]
}

/**
 * What the world does rather than the visitor: time passing (`$after`, exact to the
 * millisecond: one millisecond earlier nothing has changed), and a request answering
 * (`$done`) or failing (`$error`).
 */
export type WorldEvent =
  | { readonly type: '$after'; readonly ms: number }
  | { readonly type: '$done'; readonly actor: string; readonly output?: unknown }
  | { readonly type: '$error'; readonly actor: string; readonly error?: unknown }

/** An event of the table: a visitor's (with its payload) or the world's. */
export type TableEvent = (EventObject & Readonly<Record<string, unknown>>) | WorldEvent

/**
 * One row: in state `from`, `event` leads to state `to` (the same state: accepted, no change).
 * `also` is what the visitor sees right after this row besides what `to` shows, for what the
 * step does rather than the state is (focus going back to the button that opened a dialog).
 */
export interface TableRow<L extends string = string> {
  readonly from: L
  readonly event: TableEvent
  readonly to: L
  readonly also?: readonly Seen[]
}

/** A way the visitor arrives: the machine's input and the state the table says it starts in. */
export interface TableScenario<L extends string = string> {
  readonly name: string
  readonly input?: unknown
  readonly initial: L
}

/**
 * The oracle of one machine, written from the specification in the tests: its states, the
 * events accepted in each with the next state, and what the visitor sees in each. `events` is
 * every event the visitor or the world can cause (with sample payloads): an event the table
 * does not list in a state must be refused there.
 */
export interface Oracle<L extends string = string> {
  readonly name: string
  readonly states: Readonly<Record<L, TableState>>
  readonly rows: readonly TableRow<L>[]
  readonly scenarios: readonly [TableScenario<L>, ...TableScenario<L>[]]
  readonly events: readonly TableEvent[]
}

/** Time passes: `ms` milliseconds. */
export const after = (ms: number): WorldEvent => ({ type: '$after', ms })
/** The invoked `actor`'s request answers with `output`. */
export const done = (actor: string, output?: unknown): WorldEvent => ({
  type: '$done',
  actor,
  output,
})
/** The invoked `actor`'s request fails with `error`. */
export const failed = (actor: string, error?: unknown): WorldEvent => ({
  type: '$error',
  actor,
  error,
})

/** Whether an event is the world's (time, a request settling) rather than the visitor's. */
export const isWorldEvent = (event: TableEvent): event is WorldEvent =>
  event.type === '$after' || event.type === '$done' || event.type === '$error'

/** What a request settled with, as text: nothing, or its output or error as JSON. */
function outcomeOf(event: Exclude<WorldEvent, { type: '$after' }>): string {
  const outcome = event.type === '$done' ? event.output : event.error
  return outcome === undefined ? '' : ` ${JSON.stringify(outcome)}`
}

/**
 * Which events count as the same for "is it accepted here": a visitor's event by its type and
 * payload, any wait as one, a request's settling by its actor and what it settled with (a
 * request that can answer in several ways, a 201 or a 409, has a row for each answer).
 */
export function eventKey(event: TableEvent): string {
  if (!isWorldEvent(event)) return JSON.stringify(event)
  return event.type === '$after' ? '$after' : `${event.type}:${event.actor}${outcomeOf(event)}`
}

/** `TOGGLE`, `VISIT {"viewportWidth":390}`, `after 3000 ms`, `sendEnquiry fails {"status":409}`. */
export function formatEvent(event: TableEvent): string {
  if (isWorldEvent(event)) {
    if (event.type === '$after') return `after ${event.ms} ms`
    return `${event.actor} ${event.type === '$done' ? 'answers' : 'fails'}${outcomeOf(event)}`
  }
  const { type, ...payload } = event
  return Object.keys(payload).length > 0 ? `${type} ${JSON.stringify(payload)}` : type
}

/** `closed —TOGGLE→ open` */
export const formatRow = (row: TableRow): string =>
  `${row.from} —${formatEvent(row.event)}→ ${row.to}`

/** A path through the table: a scenario, then rows, each starting where the last ended. */
export interface TablePath<L extends string = string> {
  readonly title: string
  readonly scenario: TableScenario<L>
  readonly rows: readonly TableRow<L>[]
}

/** The rows that lead from `start` to every state reachable in the table, shortest first. */
function routesFrom<L extends string>(oracle: Oracle<L>, start: L): Map<L, TableRow<L>[]> {
  const routes = new Map<L, TableRow<L>[]>([[start, []]])
  const queue: L[] = [start]
  for (let label = queue.shift(); label !== undefined; label = queue.shift()) {
    const route = routes.get(label) ?? []
    for (const row of oracle.rows) {
      if (row.from !== label || routes.has(row.to)) continue
      routes.set(row.to, [...route, row])
      queue.push(row.to)
    }
  }
  return routes
}

/**
 * Checks the table is well formed: every row and scenario names states of the table, no state
 * has two rows for the same event (the table would not say what happens), and every row can
 * be reached from some scenario.
 */
export function tableProblems<L extends string>(oracle: Oracle<L>): string[] {
  const problems: string[] = []
  const known = (label: string) => Object.hasOwn(oracle.states, label)
  for (const s of oracle.scenarios)
    if (!known(s.initial)) problems.push(`scenario ${s.name} starts in unknown state ${s.initial}`)
  const seen = new Set<string>()
  for (const row of oracle.rows) {
    if (!known(row.from) || !known(row.to)) problems.push(`row ${formatRow(row)}: unknown state`)
    const key = `${row.from} ${eventKey(row.event)}`
    if (seen.has(key)) problems.push(`two rows for ${formatEvent(row.event)} in ${row.from}`)
    seen.add(key)
  }
  const reachable = new Set(
    oracle.scenarios.flatMap((s) => [...routesFrom(oracle, s.initial).keys()]),
  )
  for (const row of oracle.rows)
    if (!reachable.has(row.from)) problems.push(`row ${formatRow(row)} is never reached`)
  return problems
}

/**
 * The paths that take every row of the table: for each row, the shortest route to its `from`
 * state in the first scenario that reaches it, then the row. A path that is the start of a
 * longer one of the same scenario is dropped, since the longer one checks every step anyway.
 */
export function tablePaths<L extends string>(oracle: Oracle<L>): TablePath<L>[] {
  const routes = oracle.scenarios.map((s) => routesFrom(oracle, s.initial))
  const paths: TablePath<L>[] = oracle.scenarios.map((scenario) => ({
    title: `${scenario.name}: (arrives)`,
    scenario,
    rows: [],
  }))
  for (const row of oracle.rows) {
    const i = routes.findIndex((r) => r.has(row.from))
    const scenario = oracle.scenarios[i]
    const route = routes[i]?.get(row.from)
    if (scenario === undefined || route === undefined) continue
    const rows = [...route, row]
    paths.push({ title: `${scenario.name}: ${rows.map(formatRow).join(', ')}`, scenario, rows })
  }
  return paths.filter(
    (path, i) =>
      !paths.some(
        (other, j) =>
          j !== i &&
          other.scenario === path.scenario &&
          other.rows.length > path.rows.length &&
          path.rows.every((row, k) => other.rows[k] === row),
      ),
  )
}
