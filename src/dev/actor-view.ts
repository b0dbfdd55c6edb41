import type { AnyActorRef, AnyStateMachine, EventObject } from 'xstate'
import { actorStatus } from './actor-registry.ts'

/** What the panel shows of an actor, read from its logic and snapshot. */
export interface ActorView {
  /** The machine's id (`enquiryForm`), or the actor's id for other logic (`fetchChallenge`). */
  name: string
  machine: AnyStateMachine | undefined
  status: string
  context: unknown
  /** Ids of the state nodes it is in (ancestors included), for the diagram. */
  activeStateIds: string[]
  /** Event types the machine knows (internal `xstate.*` ones left out), those it takes now first. */
  eventTypes: { type: string; acceptedNow: boolean }[]
}

function isMachine(logic: unknown): logic is AnyStateMachine {
  return typeof logic === 'object' && logic !== null && 'root' in logic && 'events' in logic
}

function acceptsNow(ref: AnyActorRef, type: string): boolean {
  const snapshot = ref.getSnapshot() as { can?: (event: EventObject) => boolean }
  try {
    return snapshot.can?.({ type }) ?? false
  } catch {
    // A guard that reads the event's payload can throw on a bare event: the machine decides.
    return true
  }
}

export function viewActor(ref: AnyActorRef): ActorView {
  const logic: unknown = (ref as unknown as { logic?: unknown }).logic
  const machine = isMachine(logic) ? logic : undefined
  const snapshot = ref.getSnapshot() as {
    status?: string
    context?: unknown
    _nodes?: { id: string }[]
  }
  const types = machine
    ? [...new Set(machine.events.map(String))].filter((t) => !t.startsWith('xstate.') && t !== '*')
    : []
  const eventTypes = types
    .map((type) => ({ type, acceptedNow: acceptsNow(ref, type) }))
    .sort((a, b) => Number(b.acceptedNow) - Number(a.acceptedNow))
  return {
    name: machine?.id ?? ref.id,
    machine,
    status: actorStatus(ref) === 'running' ? (snapshot.status ?? 'active') : actorStatus(ref),
    context: snapshot.context,
    activeStateIds: (snapshot._nodes ?? []).map((node) => node.id),
    eventTypes,
  }
}
