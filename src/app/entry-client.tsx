import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RootCommitted } from '../components/layout/committed.tsx'
import { hydrationGate } from '../components/layout/hydration-gate.ts'
import { replayEarlyInput } from '../components/layout/early-input.ts'
import { createAppRouter } from './router.tsx'
import '../styles/global.css'

/** Lets the browser in (to paint, or to handle a tap) before the next piece of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Hydrates the prerendered page. The router resolves the current route and loads its split
 * chunk before hydrating, so the first client render matches the server's markup exactly;
 * `ssr` is set so the router renders without the client-only Suspense wrapper, as on the server.
 * Once the page and its islands have hydrated, what the visitor typed and clicked meanwhile is
 * replayed (early-input.ts).
 *
 * The work is cut into tasks with the browser let in between (docs/decisions/0015): the
 * entry's evaluation, the route chunk's, then hydration, which React does in slices of a few
 * milliseconds because it runs in a transition. Outside one, the whole page hydrated in a
 * single task (65 ms on a mid-range phone, all of it counted as blocking time). Every chunk was
 * preloaded at the first paint, so no step waits for the network.
 */
async function start(): Promise<void> {
  const router = createAppRouter()
  router.ssr = { manifest: undefined }
  await nextTask()
  await router.load()
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element to hydrate')
  await nextTask()
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <RootCommitted>
          <RouterProvider router={router} />
        </RootCommitted>
      </StrictMode>,
    )
  })
  hydrationGate.whenInteractive(() => replayEarlyInput())
  // Development with the inspect switch on: the machines panel (src/dev, never in a build).
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test')
    void import('../dev/start.tsx').then((dev) => dev.startDevTools())
  // The page-visibility metrics and the site's count start once the browser is idle (their
  // code is not needed to hydrate); the count follows the router's navigations. Islands load
  // their own code when they are wanted (lazy-hydrated.tsx).
  const vitals = () =>
    void import('./vitals-beacon.ts').then((module) => module.reportVitals(router))
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(vitals)
  else setTimeout(vitals, 500)
}

void start()
