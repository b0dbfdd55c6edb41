import type { InspectionEvent } from 'xstate'

/** Receives the inspection events of every actor of the page (the dev tools, src/dev). */
export type InspectionSink = (event: InspectionEvent) => void

/** Events kept for the dev tools until they have loaded; a page never comes near this. */
const earlyLimit = 10_000

/**
 * Whether this page inspects its machines. Only ever in development: `npm run dev -- --inspect`
 * (which sets VITE_XSTATE_INSPECT=1) switches it on for every page, `?inspect` in the address for
 * the tab (kept in its session storage across reloads; `?inspect=off` ends it). Every check sits
 * inside `import.meta.env.DEV`, which Vite replaces with `false` in production builds, so none
 * of it (nor the dev tools it loads) reaches the built site; tests (MODE `test`) never inspect.
 */
export function inspectSwitchOn(): boolean {
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') {
    if (typeof window === 'undefined') return false
    if (import.meta.env.VITE_XSTATE_INSPECT === '1') return true
    const key = 'trillium:inspect'
    const asked = new URLSearchParams(window.location.search).get('inspect')
    const off = asked === 'off' || asked === '0' || asked === 'false'
    try {
      if (off) window.sessionStorage.removeItem(key)
      else if (asked !== null) window.sessionStorage.setItem(key, 'on')
      return window.sessionStorage.getItem(key) === 'on'
    } catch {
      return asked !== null && !off
    }
  }
  return false
}

function createInspectionHub():
  { inspect: InspectionSink; connect: (sink: InspectionSink) => void } | undefined {
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') {
    if (!inspectSwitchOn()) return undefined
    const early: InspectionEvent[] = []
    let sink: InspectionSink | undefined
    return {
      inspect: (event) => {
        if (sink !== undefined) sink(event)
        else if (early.length < earlyLimit) early.push(event)
      },
      connect: (next) => {
        sink = next
        early.splice(0).forEach(next)
      },
    }
  }
  return undefined
}

const hub = createInspectionHub()

/**
 * The `inspect` option every actor of the page is created with (through `useMachineActor`,
 * src/components/machine/use-machine-actor.ts): empty unless the inspect switch is on, then the
 * actor's whole system streams to the dev tools, the events before they loaded included.
 */
export const inspectOption: { inspect?: InspectionSink } =
  hub === undefined ? {} : { inspect: hub.inspect }

/** For the dev tools: receive every actor's inspection events from now on, and those before. */
export function connectInspection(sink: InspectionSink): void {
  hub?.connect(sink)
}
