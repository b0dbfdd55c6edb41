import {
  createActor,
  SimulatedClock,
  type AnyActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type InspectionEvent,
} from 'xstate'
import { getStateNodes } from 'xstate/graph'
import {
  formatEvent,
  isWorldEvent,
  type Oracle,
  type TableEvent,
  type TableScenario,
} from './oracle.ts'
import { ControlledActors } from './controlled-actors.ts'

/** How a table is replayed on its machine. */
export interface MachineReplayOptions {
  /** The machine with controlled actors in place of its requests (tests settle them). */
  readonly logic?: (controlled: ControlledActors) => AnyStateMachine
  /** A fresh copy of a scenario's input, for inputs the run writes to. */
  readonly freshInput?: (input: unknown) => unknown
}

/** Keys sorted, so two objects with the same content print the same. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  )
}

/**
 * The table state a snapshot is in: the one whose value is the snapshot's and whose context
 * facts all hold. Throws when no state (or more than one) fits: the machine is somewhere the
 * table does not know.
 */
export function labelOf<L extends string>(oracle: Oracle<L>, snapshot: AnyMachineSnapshot): L {
  const context = (snapshot.context ?? {}) as Record<string, unknown>
  const fits = (Object.keys(oracle.states) as L[]).filter((label) => {
    const state = oracle.states[label]
    return (
      stable(state.value) === stable(snapshot.value) &&
      Object.entries(state.context ?? {}).every(([k, v]) => stable(context[k]) === stable(v))
    )
  })
  if (fits.length === 1 && fits[0] !== undefined) return fits[0]
  throw new Error(
    `${oracle.name}: the machine is in ${stable(snapshot.value)} with context ${stable(context)}, which ${fits.length === 0 ? 'no state of the table describes' : `fits several states of the table (${fits.join(', ')})`}`,
  )
}

/** A readable, stable name of a machine transition; the same for a machine and its `provide` copy. */
export function transitionId(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode
  const eventType = t.eventType as string
  const always = source.always ?? []
  const list = always.includes(t) ? always : (source.transitions.get(eventType) ?? [])
  const targets = ((t.target ?? []) as AnyStateNode[]).map((n) => n.id).join(',')
  const event = always.includes(t) ? 'always' : eventType
  return `${source.id} —${event}→ ${targets || '(stays)'} #${list.indexOf(t)}`
}

/**
 * Every transition of a machine, event-driven, delayed, done/error and eventless, the root's
 * own (`on` at the top of the machine) included.
 */
export function transitionsOf(machine: AnyStateMachine): string[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node: AnyStateNode) => [
    ...[...node.transitions.values()].flat().map(transitionId),
    ...(node.always ?? []).map(transitionId),
  ])
}

/** Every state node of a machine by id, the root left out. */
export const stateNodesOf = (machine: AnyStateMachine): string[] =>
  getStateNodes(machine.root).map((n: AnyStateNode) => n.id)

/** The state node ids a table value stands for (its states and their ancestors). */
export function nodesOfValue(machine: AnyStateMachine, value: unknown): string[] {
  const snapshot = machine.resolveState({ value: value as never, context: {} })
  return (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes.map((n) => n.id)
}

/** Lets promise callbacks run: what a visitor's event or the simulated clock set going. */
const microtasks = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

/**
 * Lets a settled request's answer reach the machine, with a turn of the event loop for
 * anything scheduled behind it. Only requests need it: events and the simulated clock act at
 * once, and a turn of the event loop per step made large tables slow on a loaded machine.
 */
const flush = async (): Promise<void> => {
  await microtasks()
  await new Promise((r) => setTimeout(r, 0))
}

/**
 * A real actor of the machine for one scenario, under a simulated clock, recording every
 * transition it takes. `perform` sends the visitor's events, moves the clock, and settles the
 * controlled requests; a wait is checked to the millisecond (nothing may happen before it ends).
 */
export class MachineRun<L extends string> {
  readonly taken = new Set<string>()
  private readonly clock = new SimulatedClock()
  private readonly controlled = new ControlledActors()
  private readonly actor: AnyActor

  constructor(
    private readonly oracle: Oracle<L>,
    machine: AnyStateMachine,
    scenario: TableScenario<L>,
    options: MachineReplayOptions = {},
  ) {
    const logic = options.logic?.(this.controlled) ?? machine
    const given = scenario.input
    const input = options.freshInput && given !== undefined ? options.freshInput(given) : given
    this.actor = createActor(logic, {
      clock: this.clock,
      ...(input === undefined ? {} : { input }),
      inspect: (event: InspectionEvent) => {
        if (event.type === '@xstate.microstep')
          for (const t of event._transitions) this.taken.add(transitionId(t))
      },
    })
    this.actor.start()
  }

  get snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot() as AnyMachineSnapshot
  }

  label(): L {
    return labelOf(this.oracle, this.snapshot)
  }

  async perform(event: TableEvent): Promise<void> {
    if (!isWorldEvent(event)) this.actor.send(event)
    else if (event.type === '$after') {
      const before = this.label()
      this.clock.increment(event.ms - 1)
      await microtasks()
      if (this.label() !== before)
        throw new Error(`${formatEvent(event)}: the machine left ${before} before the time was up`)
      this.clock.increment(1)
    } else {
      const outcome =
        event.type === '$done'
          ? { type: `xstate.done.actor.${event.actor}`, output: event.output }
          : { type: `xstate.error.actor.${event.actor}`, error: event.error }
      if (!this.controlled.settle(outcome))
        throw new Error(`${formatEvent(event)}: no such request is running`)
      await flush()
      return
    }
    await microtasks()
  }

  /** Whether the machine has a request of `actor` running, waiting for its answer. */
  waitsFor(actor: string): boolean {
    return this.controlled.waiting(actor)
  }

  /** Time passes with nothing else happening (for checking that nothing does). */
  async wait(ms: number): Promise<void> {
    this.clock.increment(ms)
    await microtasks()
  }

  stop(): void {
    this.actor.stop()
  }
}
