import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'
import { hydrationGate } from './hydration-gate.ts'

const loaders: (() => Promise<unknown>)[] = []

/**
 * Loads every lazily hydrated component's code. The prerenderer awaits it before rendering,
 * so the HTML holds their full markup; the client calls it when idle after hydration, so a
 * later client-side navigation finds them ready.
 */
export function preloadLazyHydrated(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()))
}

/**
 * An island: a component whose markup is prerendered like any other, but whose code (and the
 * state-machine runtime it brings) is not part of the page's first-load JavaScript. On the
 * client its Suspense boundary stays as the server's HTML until the chunk arrives, then React
 * hydrates it. The hydration gate waits for it before it replays what the visitor did early.
 */
export function lazyHydrated<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const ensure = () =>
    (pending ??= load().then((component) => {
      loaded = component
      return component
    }))
  loaders.push(ensure)
  const Lazy = lazy(async () => {
    const Component = await ensure()
    function Hydrated(props: P) {
      useEffect(() => hydrationGate.islandHydrated(), [])
      return <Component {...props} />
    }
    return { default: Hydrated }
  })
  function LazyHydrated(props: P) {
    const Loaded = loaded
    // Rendered before its code arrived: the page is not interactive until this island is. The
    // instance keeps rendering the lazy component (switching type would remount it).
    const [waited] = useState(() => loaded === undefined)
    useEffect(() => {
      if (waited) hydrationGate.islandPending()
    }, [waited])
    return (
      <Suspense fallback={null}>
        {Loaded && !waited ? <Loaded {...props} /> : <Lazy {...props} />}
      </Suspense>
    )
  }
  return LazyHydrated
}
