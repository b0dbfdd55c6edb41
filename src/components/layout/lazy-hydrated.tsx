import { lazy, Suspense, type ComponentType } from 'react'

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
 * hydrates it (an early click on it is replayed once it is hydrated).
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
  const Lazy = lazy(async () => ({ default: await ensure() }))
  function LazyHydrated(props: P) {
    const Loaded = loaded
    return (
      <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>
    )
  }
  return LazyHydrated
}
