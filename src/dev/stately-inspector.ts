import type { createBrowserInspector } from '@statelyai/inspect'
import type { InspectionEvent } from 'xstate'

type Inspector = ReturnType<typeof createBrowserInspector>

/** The Stately inspector, opened by the panel's button; events flow to it once it is open. */
export interface StatelyLink {
  /** Opens stately.ai/inspect in a tab and replays what happened so far. Call from a click. */
  open: () => void
  forward: (event: InspectionEvent) => void
}

/**
 * Loads `@statelyai/inspect` (development only: this module is imported by the dev tools
 * alone) ahead of time, so the button can open the inspector inside the click itself: a tab
 * the visitor asked for, which no popup blocker stops. The inspector page comes from
 * stately.ai, so it needs internet; the machines panel is the offline view of the same events.
 */
export async function loadStatelyLink(
  history: () => readonly InspectionEvent[],
): Promise<StatelyLink> {
  const stately = await import('@statelyai/inspect')
  let inspector: Inspector | undefined
  return {
    open() {
      inspector?.stop()
      // The replayed history waits in the adapter until the inspector page says it is ready.
      inspector = stately.createBrowserInspector({ autoStart: true, maxDeferredEvents: 10_000 })
      for (const event of history()) inspector.inspect.next?.(event)
    },
    forward(event) {
      inspector?.inspect.next?.(event)
    },
  }
}
