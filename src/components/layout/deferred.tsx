import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'

/** When a deferred component is drawn (and its code loaded). */
export interface DeferredWhen {
  /** Only once this media query matches (at once, or later when the window changes). */
  readonly media?: string
  /** When the browser is idle after hydration (the default), or at the visitor's first scroll. */
  readonly after?: 'idle' | 'scroll'
}

/** Calls `then` when the browser is idle, or at the first scroll; returns what cancels it. */
function afterMoment(after: 'idle' | 'scroll', then: () => void): () => void {
  if (after === 'scroll') {
    if (window.scrollY > 0) {
      then()
      return () => {}
    }
    window.addEventListener('scroll', then, { once: true, passive: true })
    return () => window.removeEventListener('scroll', then)
  }
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(then, { timeout: 2000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(then, 200)
  return () => clearTimeout(id)
}

/**
 * Renders a component that has no server markup (it depends on the viewport, storage or the
 * date) only in the browser, once it is wanted: after hydration when the browser is idle, or at
 * the first scroll, and only where `media` matches, loading its code then. Prerender and the
 * first client render both show nothing, so hydration matches, and a page where it is never
 * wanted never fetches its code.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  when: DeferredWhen = {},
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }))
  const { media, after = 'idle' } = when
  function Deferred(props: P) {
    const [ready, setReady] = useState(false)
    useEffect(() => {
      if (ready) return
      const show = () => setReady(true)
      const list = media === undefined ? undefined : window.matchMedia(media)
      if (!list || list.matches) return afterMoment(after, show)
      let cancel = () => {}
      const onChange = () => {
        if (!list.matches) return
        list.removeEventListener('change', onChange)
        cancel = afterMoment(after, show)
      }
      list.addEventListener('change', onChange)
      return () => {
        list.removeEventListener('change', onChange)
        cancel()
      }
    }, [ready])
    return ready ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : null
  }
  return Deferred
}
