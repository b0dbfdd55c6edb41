import { useSelector } from '@xstate/react'
import type { AnyActorRef } from 'xstate'

/** The snapshot type of an actor, as `useSelector` passes it to a selector. */
type Snapshot<Actor> = Actor extends { getSnapshot(): infer S } ? S : never

type Selectors<Actor> = Readonly<Record<string, (snapshot: Snapshot<Actor>) => unknown>>

/** Whether two selections hold the same values (each compared with Object.is). */
function sameSelections(
  a: Readonly<Record<string, unknown>>,
  b: Readonly<Record<string, unknown>>,
) {
  return Object.keys(a).every((key) => Object.is(a[key], b[key]))
}

/**
 * A view's small selections of its machine's snapshot, read at once: `selectors` names each
 * (`{ phase: selectPhase, values: selectValues }`). The view re-renders only when one of the
 * selected values changes, as with one `useSelector` per value, and never selects the whole
 * snapshot. Define `selectors` at module level, so it is the same object on every render.
 */
export function useSelections<Actor extends AnyActorRef, const S extends Selectors<Actor>>(
  actor: Actor,
  selectors: S,
): { readonly [K in keyof S]: ReturnType<S[K]> } {
  return useSelector(
    actor,
    (snapshot) => {
      const selected: Record<string, unknown> = {}
      for (const [key, select] of Object.entries(selectors))
        selected[key] = select(snapshot as Snapshot<Actor>)
      return selected as { readonly [K in keyof S]: ReturnType<S[K]> }
    },
    sameSelections,
  )
}
