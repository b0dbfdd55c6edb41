import { act } from '@testing-library/react'
import type { EventObject } from 'xstate'
import type { ControlledActors } from '../../machines/testing/controlled-actors.ts'
import type { WorldEvent } from '../../machines/testing/oracle.ts'

/**
 * Plays a request's answer of the table on a rendered view: the controlled request resolves
 * (`$done`) or rejects (`$error`) with the table's payload, inside `act`, and the promise
 * callbacks behind it run so React shows the machine's next state. Works under fake timers.
 */
export async function settleInView(controlled: ControlledActors, event: WorldEvent): Promise<void> {
  if (event.type === '$after') throw new Error('A wait is not a request: let the clock run')
  const outcome: EventObject & { output?: unknown; error?: unknown } =
    event.type === '$done'
      ? { type: `xstate.done.actor.${event.actor}`, output: event.output }
      : { type: `xstate.error.actor.${event.actor}`, error: event.error }
  await act(async () => {
    controlled.settle(outcome)
    for (let i = 0; i < 5; i++) await Promise.resolve()
  })
}
