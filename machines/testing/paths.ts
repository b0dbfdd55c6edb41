// Length: the path generator behind every model-based test: graph walk, event sampling and replay belong together.
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate'
import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  getStateNodes,
  toDirectedGraph,
  type DirectedGraphNode,
  type StatePath,
} from 'xstate/graph'
import { ControlledActors } from './controlled-actors.ts'

export { ControlledActors }

/** One generated path: the events to send, each with the snapshot the model says follows. */
export interface MachinePath {
  /** Readable event sequence, used as the test title. */
  readonly description: string
  readonly steps: ReadonlyArray<{ readonly event: EventObject; readonly state: AnyMachineSnapshot }>
  readonly state: AnyMachineSnapshot
  /** The input the path starts from (the replay gives the actor the same). */
  readonly input?: unknown
}

/** An event with its payload, as a sample for the traversal. */
export type SampleEvent = EventObject & Readonly<Record<string, unknown>>

/** How to explore a machine: its input, sample payloads per event type, and bounds. */
export interface PathOptions {
  /** The machine's input, the same one the replay gives the real actor. */
  readonly input?: unknown
  /** Sample events: every event type the machine accepts is tried with these payloads. */
  readonly events?:
    readonly SampleEvent[] | ((snapshot: AnyMachineSnapshot) => readonly SampleEvent[])
  /** State identity for the traversal; the default is value plus context. */
  readonly serializeState?: (snapshot: AnyMachineSnapshot) => string
  /** Cap on the simple paths kept (they grow fast with context). */
  readonly simplePathLimit?: number
  /** Skip simple paths: with a rich context their number explodes before any cap applies. */
  readonly simplePaths?: boolean
  /** Keep only paths that add coverage (see `selectCovering`); for context-heavy machines. */
  readonly minimal?: boolean
}

type Path = StatePath<AnyMachineSnapshot, EventObject>

const defaultSerialize = (snapshot: AnyMachineSnapshot): string =>
  JSON.stringify({ value: snapshot.value as unknown, context: snapshot.context as unknown })

function formatEvent(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>
  return Object.keys(payload).length > 0 ? `${type} ${JSON.stringify(payload)}` : type
}

function describe(path: Path): string {
  const events = path.steps.map((s) => formatEvent(s.event))
  return events.length === 0 ? '(initial state)' : events.join(' → ')
}

/**
 * Generates the paths that prove a machine: the shortest path to every reachable state, the
 * simple paths (no state visited twice), and every shortest path extended by each transition
 * leaving its end state, which reaches transitions that return to an earlier state (simple
 * paths never take those). Paths that are a prefix of another are dropped, since replaying the
 * longer one checks every intermediate snapshot anyway.
 */
export function generatePaths(machine: AnyStateMachine, options: PathOptions = {}): MachinePath[] {
  const serializeState = options.serializeState ?? defaultSerialize
  const traversal = {
    ...(options.input === undefined ? {} : { input: options.input }),
    // A given `events` option replaces xstate's default event discovery, so rebuild it: every
    // event type the active states accept, with the sample payloads of that type if any.
    events: (snapshot: AnyMachineSnapshot): EventObject[] => {
      const samples =
        typeof options.events === 'function' ? options.events(snapshot) : (options.events ?? [])
      const own = (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes.flatMap(
        (n) => n.ownEvents as string[],
      )
      return [...new Set(own)].flatMap((type) => {
        const matching = samples.filter((e) => e.type === type)
        return matching.length > 0 ? matching : [{ type }]
      })
    },
    serializeState: (s: AnyMachineSnapshot) => serializeState(s),
  }
  const logic = machine as unknown as AnyActorLogic
  const shortest = getShortestPaths(logic, traversal) as Path[]
  const simple = (
    options.simplePaths === false ? [] : (getSimplePaths(logic, traversal) as Path[])
  ).slice(0, options.simplePathLimit ?? 200)
  const adjacency = getAdjacencyMap(logic as never, traversal) as unknown as Record<
    string,
    { transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> } | undefined
  >
  const extended: Path[] = []
  for (const path of shortest) {
    const entry = adjacency[serializeState(path.state)]
    if (!entry) continue
    for (const { event, state } of Object.values(entry.transitions)) {
      extended.push({
        state: state,
        steps: [...path.steps, { event: event, state: state }],
        weight: path.weight + 1,
      })
    }
  }
  // The traversal records the start as an `xstate.init` step; the replay starts the actor instead.
  const all = [...shortest, ...simple, ...extended].map((p) => ({
    ...p,
    steps: p.steps.filter((s) => s.event.type !== 'xstate.init'),
  }))
  const keys = all.map((p) => p.steps.map((s) => JSON.stringify(s.event)).join('\n'))
  const kept = new Map<string, Path>()
  all.forEach((path, i) => {
    const key = keys[i] ?? ''
    const isPrefix = keys.some(
      (other) => other !== key && other.startsWith(key === '' ? '' : `${key}\n`),
    )
    if (!isPrefix && !kept.has(key)) kept.set(key, path)
  })
  const result = [...kept.values()].map((path) => {
    const steps = resimulate(machine, path.steps, options.input)
    return {
      description: describe(path),
      steps,
      state: steps.at(-1)?.state ?? path.state,
      ...(options.input === undefined ? {} : { input: options.input }),
    }
  })
  return options.minimal === true ? selectCovering(machine, result) : result
}

/**
 * Recomputes the model's snapshot after each event from the start. The traversal keeps one
 * snapshot per serialized state, so with a coarse `serializeState` a step's recorded snapshot
 * may come from another route to the "same" state; the replay must compare with this route's.
 */
function resimulate(
  machine: AnyStateMachine,
  steps: Path['steps'],
  input: unknown,
): MachinePath['steps'] {
  const scope = createMockScope()
  let snapshot = machine.getInitialSnapshot(scope as never, input) as AnyMachineSnapshot
  return steps.map((step) => {
    snapshot = machine.transition(
      snapshot as never,
      step.event,
      scope as never,
    ) as AnyMachineSnapshot
    return { event: step.event, state: snapshot }
  })
}

/** Several starting points whose paths together prove a machine, e.g. with and without reduced motion. */
export interface ScenarioOptions extends PathOptions {
  readonly scenarios?: readonly PathOptions[]
}

/** The paths of every scenario (or of the options themselves when there are none), in one list. */
export function pathsOf(machine: AnyStateMachine, options: ScenarioOptions = {}): MachinePath[] {
  const scenarios = options.scenarios ?? [options]
  return scenarios.flatMap((scenario) => generatePaths(machine, { ...options, ...scenario }))
}

/** Covered against total, with what is missing, for states and for transitions. */
export interface Coverage {
  readonly states: { covered: number; total: number; missing: string[] }
  readonly transitions: { covered: number; total: number; missing: string[] }
}

interface Edge {
  readonly id: string
  readonly source: AnyStateNode
  readonly transition: AnyTransitionDefinition
}

function collectEdges(node: DirectedGraphNode): Edge[] {
  const own = node.edges.map((e) => ({
    id: `${e.source.id} —${e.label.text}→ ${e.target.id}${e.transition.guard ? ` [${guardName(e.transition)}]` : ''}`,
    source: e.source,
    transition: e.transition,
  }))
  const eventless = node.stateNode.always ?? []
  const always = eventless.map((t: AnyTransitionDefinition) => ({
    id: `${node.stateNode.id} —always→ ${(t.target ?? []).map((x: AnyStateNode) => x.id).join(',')}${t.guard ? ` [${guardName(t)}]` : ''}`,
    source: node.stateNode,
    transition: t,
  }))
  return [...own, ...always, ...node.children.flatMap(collectEdges)]
}

function guardName(t: AnyTransitionDefinition): string {
  const guard = t.guard as unknown
  if (typeof guard === 'string') return guard
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type)
  return 'guard'
}

const activeIds = (s: AnyMachineSnapshot): Set<string> =>
  new Set((s as unknown as { _nodes: AnyStateNode[] })._nodes.map((n) => n.id))

interface Reach {
  readonly states: Set<string>
  readonly transitions: Set<AnyTransitionDefinition>
}

/**
 * What one path reaches: the state nodes active at any (micro)step, and the transitions taken.
 * An event transition is taken when the machine selects it for a step's event in the prior
 * snapshot; an eventless one when a microstep leaves its source for its target.
 */
function reachOf(machine: AnyStateMachine, edges: readonly Edge[], path: MachinePath): Reach {
  const reach: Reach = { states: new Set(), transitions: new Set() }
  const scope = createMockScope()
  const markAlways = (microsteps: AnyMachineSnapshot[]): void => {
    for (let i = 1; i < microsteps.length; i++) {
      const before = activeIds(microsteps[i - 1]!)
      const after = activeIds(microsteps[i]!)
      before.forEach((id) => reach.states.add(id))
      for (const edge of edges) {
        const targets = (edge.transition.target ?? []) as AnyStateNode[]
        if (edge.transition.eventType !== '' && edge.transition.eventType !== undefined) continue
        if (before.has(edge.source.id) && targets.every((t) => after.has(t.id)))
          reach.transitions.add(edge.transition)
      }
    }
  }
  const initial = machine.getInitialSnapshot(scope as never, path.input) as AnyMachineSnapshot
  activeIds(initial).forEach((id) => reach.states.add(id))
  // The initial snapshot already ran its eventless transitions: redo them from the initial
  // configuration (an init event selects no transition, only eventless ones) to see which.
  const initialKey = (machine.root.initial?.target?.[0] as AnyStateNode | undefined)?.key
  if (initialKey !== undefined && machine.root.type !== 'parallel') {
    const preEventless = machine.resolveState({
      value: initialKey,
      context: initial.context,
    }) as AnyMachineSnapshot
    const micro = machine.microstep(
      preEventless as never,
      { type: 'xstate.init' },
      scope as never,
    ) as AnyMachineSnapshot[]
    markAlways([preEventless, ...micro])
  }
  let prev = initial
  for (const step of path.steps) {
    for (const t of machine.getTransitionData(prev as never, step.event)) reach.transitions.add(t)
    markAlways(machine.microstep(prev as never, step.event, scope as never) as AnyMachineSnapshot[])
    activeIds(step.state).forEach((id) => reach.states.add(id))
    prev = step.state
  }
  return reach
}

/**
 * Keeps, shortest first, only the paths that reach a state node or take a transition no kept
 * path reached before. For machines whose context makes thousands of distinct snapshots, this
 * gives a small set of paths with exactly the coverage of the whole set.
 */
export function selectCovering(
  machine: AnyStateMachine,
  paths: readonly MachinePath[],
): MachinePath[] {
  const edges = collectEdges(toDirectedGraph(machine))
  const seenStates = new Set<string>()
  const seenTransitions = new Set<AnyTransitionDefinition>()
  const kept: MachinePath[] = []
  for (const path of [...paths].sort((a, b) => a.steps.length - b.steps.length)) {
    const reach = reachOf(machine, edges, path)
    const adds =
      [...reach.states].some((id) => !seenStates.has(id)) ||
      [...reach.transitions].some((t) => !seenTransitions.has(t))
    if (!adds) continue
    kept.push(path)
    reach.states.forEach((id) => seenStates.add(id))
    reach.transitions.forEach((t) => seenTransitions.add(t))
  }
  return kept
}

/**
 * Measures what the paths reach: every state node of the machine (from `getStateNodes`) and
 * every transition (from `toDirectedGraph`, plus eventless `always` transitions).
 */
export function measureCoverage(machine: AnyStateMachine, paths: readonly MachinePath[]): Coverage {
  const stateIds = getStateNodes(machine.root).map((n) => n.id)
  const edges = collectEdges(toDirectedGraph(machine))
  const reachedStates = new Set<string>()
  const taken = new Set<AnyTransitionDefinition>()
  for (const path of paths) {
    const reach = reachOf(machine, edges, path)
    reach.states.forEach((id) => reachedStates.add(id))
    reach.transitions.forEach((t) => taken.add(t))
  }
  const missingStates = stateIds.filter((id) => !reachedStates.has(id))
  const missingEdges = edges.filter((e) => !taken.has(e.transition)).map((e) => e.id)
  return {
    states: {
      covered: stateIds.length - missingStates.length,
      total: stateIds.length,
      missing: missingStates,
    },
    transitions: {
      covered: edges.length - missingEdges.length,
      total: edges.length,
      missing: missingEdges,
    },
  }
}

function createMockScope(): unknown {
  const noop = (): void => {}
  const self = createActor(fromPromise(() => new Promise<never>(noop)))
  return {
    self,
    logger: noop,
    id: '',
    sessionId: 'coverage',
    defer: noop,
    system: self.system,
    stopChild: noop,
    emit: noop,
    actionExecutor: noop,
  }
}

/** One line for the test log: `menu: states 2/2, transitions 6/6`. */
export function formatCoverage(name: string, coverage: Coverage): string {
  return `${name}: states ${coverage.states.covered}/${coverage.states.total}, transitions ${coverage.transitions.covered}/${coverage.transitions.total}`
}

/** The milliseconds of an `xstate.after.<delay>.<state id>` event, or undefined for others. */
export function delayOf(
  event: EventObject,
  delays: Readonly<Record<string, number>>,
): number | undefined {
  const match = /^xstate\.after\.([^.]+)\./.exec(event.type)
  if (!match) return undefined
  const name = match[1] ?? ''
  const ms = delays[name] ?? Number(name)
  if (!Number.isFinite(ms)) throw new Error(`Delay "${name}" has no value in the replay's delays`)
  return ms
}

/**
 * Lets settled promises run their continuations (an actor receiving a done event), without
 * timers, so it also works under fake timers. View tests call it inside `act`.
 */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
  await new Promise((r) => setTimeout(r, 0))
}

/** What the replay gives the real actor: input, injected actors and named delays. */
export interface ReplayOptions {
  readonly input?: unknown
  readonly controlled?: ControlledActors
  readonly delays?: Readonly<Record<string, number>>
  /** Compare snapshots by this projection; the default is value plus context. */
  readonly project?: (snapshot: AnyMachineSnapshot) => unknown
  /** Makes a fresh copy of the input per replay, for inputs the actor mutates (storage). */
  readonly freshInput?: (input: unknown) => unknown
}

/**
 * Replays a generated path on a real actor of `logic` (the machine with its real or controlled
 * implementations provided) under a `SimulatedClock`: delays advance the clock, done and error
 * events settle the controlled actors, other events are sent. After every step the actor's
 * snapshot must equal the model's; a mismatch throws with the step and both snapshots.
 */
export async function replayOnMachine(
  logic: AnyStateMachine,
  path: MachinePath,
  options: ReplayOptions = {},
): Promise<void> {
  const clock = new SimulatedClock()
  const project =
    options.project ??
    ((s: AnyMachineSnapshot) => ({ value: s.value as unknown, context: s.context as unknown }))
  const given = options.input ?? path.input
  const input = options.freshInput && given !== undefined ? options.freshInput(given) : given
  const actor = createActor(logic, { clock, ...(input === undefined ? {} : { input }) })
  actor.start()
  try {
    for (const [i, step] of path.steps.entries()) {
      const ms = delayOf(step.event, options.delays ?? {})
      if (ms !== undefined) clock.increment(ms)
      else if (!options.controlled?.settle(step.event)) actor.send(step.event)
      await flush()
      const actual = JSON.stringify(project(actor.getSnapshot() as AnyMachineSnapshot))
      const expected = JSON.stringify(project(step.state))
      if (actual !== expected) {
        throw new Error(
          `Step ${i + 1} (${formatEvent(step.event)}): expected ${expected}, got ${actual}`,
        )
      }
    }
  } finally {
    actor.stop()
  }
}

/** How a view test performs each event type and checks each reached snapshot. */
export interface ViewDriver {
  readonly events: Readonly<Record<string, (event: EventObject) => Promise<void> | void>>
  readonly check: (snapshot: AnyMachineSnapshot) => Promise<void> | void
}

/**
 * Replays a generated path on a rendered view: each step's event is performed the way a
 * visitor (or the clock, or the network) would cause it, then the driver checks the DOM shows
 * the snapshot the model predicts. An event type the driver cannot perform fails the test.
 */
export async function replayOnView(path: MachinePath, driver: ViewDriver): Promise<void> {
  if (path.steps.length === 0) return
  for (const step of path.steps) {
    const perform = driver.events[step.event.type] ?? eventFamily(step.event.type, driver)
    if (!perform) throw new Error(`The view driver cannot perform ${step.event.type}`)
    await perform(step.event)
    await driver.check(step.state)
  }
}

function eventFamily(
  type: string,
  driver: ViewDriver,
): ((event: EventObject) => Promise<void> | void) | undefined {
  const family = /^(xstate\.(?:after|done\.actor|error\.actor))\./.exec(type)?.[1]
  return family === undefined ? undefined : driver.events[family]
}
