import type { InspectionEvent } from 'xstate'

type Inspect = (event: InspectionEvent) => void

/**
 * Development switch for the Stately inspector: with `VITE_XSTATE_INSPECT=1 npm run dev`,
 * every actor created with `{ inspect: machineInspector }` streams its events to the inspector
 * window. The package is imported dynamically inside a condition that Vite replaces with
 * `false` in production and tests, so the bundle never contains it (a static import does
 * not tree-shake: +7 kB gzip). Events raised before the inspector has loaded are queued.
 */
function createMachineInspector(): Inspect | undefined {
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') {
    if (import.meta.env.VITE_XSTATE_INSPECT !== '1' || typeof window === 'undefined')
      return undefined
    const queue: InspectionEvent[] = []
    let forward: Inspect | undefined
    void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
      const inspector = createBrowserInspector()
      forward = (event) => inspector.inspect.next?.(event)
      queue.splice(0).forEach(forward)
    })
    return (event) => (forward ? forward(event) : queue.push(event))
  }
  return undefined
}

/** Pass as `useActorRef(machine, { inspect: machineInspector })`; undefined unless switched on. */
export const machineInspector: Inspect | undefined = createMachineInspector()

/** Spread into actor options: `useActorRef(machine, { input, ...inspectOption })`. */
export const inspectOption: { inspect?: Inspect } =
  machineInspector === undefined ? {} : { inspect: machineInspector }
