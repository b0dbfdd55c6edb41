import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { hydrationGate } from '../components/layout/hydration-gate.ts'
import { preloadLazyHydrated } from '../components/layout/lazy-hydrated.tsx'
import { replayEarlyInput } from './early-input.ts'
import { createAppRouter } from './router.tsx'
import '../styles/global.css'

/**
 * Tells the hydration gate when the root's hydration has committed: a parent's effect runs after
 * every effect below it. It wraps the page rather than sitting beside it, since a sibling would
 * fork React's tree ids: every `useId` would then differ from the server's (the enquiry form finds
 * the question the server stamped by such an id), and the page would not hydrate but re-render.
 */
function RootCommitted({ children }: { readonly children: ReactNode }) {
  useEffect(() => hydrationGate.rootCommitted(), [])
  return children
}

/**
 * Hydrates the prerendered page. The router resolves the current route and loads its split
 * chunk before hydrating, so the first client render matches the server's markup exactly;
 * `ssr` is set so the router renders without the client-only Suspense wrapper, as on the server.
 * Once the page and its islands have hydrated, what the visitor typed and clicked meanwhile is
 * replayed (early-input.ts).
 */
async function start(): Promise<void> {
  const router = createAppRouter()
  router.ssr = { manifest: undefined }
  await router.load()
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element to hydrate')
  hydrateRoot(
    root,
    <StrictMode>
      <RootCommitted>
        <RouterProvider router={router} />
      </RootCommitted>
    </StrictMode>,
  )
  hydrationGate.whenInteractive(() => replayEarlyInput())
  // Development with the inspect switch on: the machines panel (src/dev, never in a build).
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test')
    void import('../dev/start.tsx').then((dev) => dev.startDevTools())
  // Islands hydrate as their code arrives; fetch the rest when idle for later navigations, and
  // start the page-visibility metrics (their code is never part of the first load).
  const preload = () => {
    void preloadLazyHydrated()
    void import('./vitals-beacon.ts').then((vitals) => vitals.reportVitals())
  }
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(preload)
  else setTimeout(preload, 500)
}

void start()
