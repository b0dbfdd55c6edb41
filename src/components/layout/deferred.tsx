import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'

/**
 * Renders a component that has no server markup (it depends on the viewport, storage or the
 * date) only once the browser is idle after hydration, loading its code then. Prerender and the
 * first client render both show nothing, so hydration matches, and the code stays out of the
 * page's first-load JavaScript.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }))
  function Deferred(props: P) {
    const [ready, setReady] = useState(false)
    useEffect(() => {
      const start = () => setReady(true)
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(start, { timeout: 2000 })
        return () => window.cancelIdleCallback(id)
      }
      const id = setTimeout(start, 200)
      return () => clearTimeout(id)
    }, [])
    return ready ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : null
  }
  return Deferred
}
