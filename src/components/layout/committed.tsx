import { useEffect, type ReactNode } from 'react'
import { stopEarlyRecording } from './early-input.ts'
import { hydrationGate } from './hydration-gate.ts'

/*
 * Both wrap what they report on rather than sitting beside it: a sibling would fork React's tree
 * ids, so every `useId` would differ from the server's (the enquiry form finds the question the
 * server stamped by such an id) and the page would not hydrate but re-render. A parent's effect
 * runs after every effect below it, so each reports once everything inside has committed.
 */

/** Tells the hydration gate when the root (the layout around the page) has hydrated. */
export function RootCommitted({ children }: { readonly children: ReactNode }) {
  useEffect(() => hydrationGate.rootCommitted(), [])
  return children
}

/**
 * Tells the hydration gate when the page inside the layout has hydrated (the router renders it
 * in a Suspense boundary of its own, which React hydrates after the root has committed), and
 * ends the boot script's recording: the page's handlers, and the islands' own recording, take
 * over from there.
 */
export function PageCommitted({ children }: { readonly children: ReactNode }) {
  useEffect(() => {
    stopEarlyRecording()
    hydrationGate.pageCommitted()
  }, [])
  return children
}
