import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * True in the server's render and while React hydrates server markup (it reads the server
 * snapshot then), false in a render of the browser's own (after hydration, or a page reached by
 * a client-side navigation). What the prerendered page shows before any script can differ from
 * what the browser's own renders show, without a hydration mismatch.
 */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
