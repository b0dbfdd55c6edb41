import { useActorRef } from '@xstate/react'
import { inspectOption } from '../../../machines/inspect.ts'

/**
 * `useActorRef` for every actor of the site: the same hook (and the same signature), with the
 * page's `inspect` option added, so in development with the inspect switch on every machine
 * shows in the machines panel and the Stately inspector (machines/inspect.ts). In production
 * the option is empty. ESLint refuses `useActorRef` anywhere else, so a new machine is
 * inspectable without anyone remembering to make it so.
 */
export const useMachineActor: typeof useActorRef = (logic, ...rest) => {
  const [options, observer] = rest
  return useActorRef(logic, ...([{ ...options, ...inspectOption }, observer] as typeof rest))
}
