import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react'
import { adoptEarlyInput, recordInput, replayEarlyInput } from './early-input.ts'
import { hydrationGate } from './hydration-gate.ts'
import { announcePresence, nearScreen, whenWanted, type IslandTrigger } from './when-wanted.ts'
import { useHydrating } from './use-hydrating.ts'

const loaders: (() => Promise<unknown>)[] = []

/**
 * Loads every island's code, and the code of the islands inside those, until none is left. The
 * prerenderer awaits it before rendering, so the HTML holds their full markup; the browser never
 * calls it (an island's code loads when it is wanted).
 */
export async function preloadLazyHydrated(): Promise<void> {
  for (let done = 0; done < loaders.length;) {
    const batch = loaders.slice(done)
    done = loaders.length
    await Promise.all(batch.map((load) => load()))
  }
}

/** One island on the page: a promise kept once it is wanted. */
interface IslandHandle {
  readonly wanted: Promise<void>
  want(): void
}

function islandHandle(): IslandHandle {
  let want = () => {}
  const wanted = new Promise<void>((resolve) => (want = resolve))
  return { wanted, want: () => want() }
}

/**
 * An island: a component whose markup is prerendered like any other, but whose code (and the
 * state-machine runtime it brings) loads only when it is wanted: the page around it hydrates
 * without it, and its server markup stays as it is (a dehydrated Suspense boundary) until then.
 * Meanwhile what the visitor does inside it is recorded (early-input.ts) and replayed once it has
 * hydrated: a click on one of its controls acts once, a field keeps what was typed. What the boot
 * script recorded inside it before the page hydrated is the island's too, replayed with its own
 * record, so a field typed in across the page's hydration keeps its latest value. An island the
 * visitor used before the page hydrated (the boot script's record), or that holds focus, or a
 * `visible` one on screen at load, loads at once, and the page is interactive only once it has
 * hydrated (hydration-gate.ts); a `visible` one just below the screen loads at once too, without
 * holding the page. Its wrapper (`display: contents`) marks `data-island` `waiting`
 * or `live` for styles that differ before it runs.
 */
export function lazyHydrated<P extends object>(
  load: () => Promise<ComponentType<P>>,
  trigger: IslandTrigger = { on: 'intent' },
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const ensure = () =>
    (pending ??= load().then((component) => {
      loaded = component
      return component
    }))
  loaders.push(ensure)

  function Hydrated({ onLive, props }: { readonly onLive: () => void; readonly props: P }) {
    const Component = loaded
    useEffect(() => onLive(), [onLive])
    return Component ? <Component {...props} /> : null
  }

  function LazyHydrated(props: P) {
    const wrapper = useRef<HTMLDivElement>(null)
    const server = typeof document === 'undefined'
    // Rendered before its code arrived: hydrating the server's markup, or a client render
    // that has to wait for it. The instance keeps rendering the lazy component (switching type
    // would remount it).
    const [waited] = useState(() => !server && loaded === undefined)
    const [hydrated] = useState(useHydrating())
    const [live, setLive] = useState(() => !server && loaded !== undefined)
    const [island] = useState(islandHandle)
    const whenLive = useRef(() => {})
    const [onLive] = useState(() => () => whenLive.current())
    const [Lazy] = useState(() =>
      lazy(async () => {
        await island.wanted
        await ensure()
        return { default: Hydrated }
      }),
    )

    useEffect(() => {
      const root = wrapper.current
      if (!waited || !root) return
      const record = recordInput(root)
      // What the visitor did inside it before the page hydrated is the island's to replay.
      const adopted = adoptEarlyInput(root, record.input)
      let gateWaits = false
      let stopWatching = () => {}
      let wentLive = false
      whenLive.current = () => {
        wentLive = true
        record.stop()
        // Once this commit's effects are done (its machines have started), and before anything
        // else (a microtask: no event of the visitor's can come between): there React applies
        // each replayed value at once, as it does a typed one, so the caret stays where it was.
        // Inside the effects it applied them later, after putting the fields back to the old
        // values, and the caret went to the end.
        queueMicrotask(() => {
          replayEarlyInput(record.input)
          announcePresence(root)
        })
        setLive(true)
        if (gateWaits) hydrationGate.islandHydrated()
      }
      const start = () => {
        stopWatching()
        island.want()
      }
      // A `visible` island on screen is part of what the visitor sees at load: the page is
      // interactive once it is. One only near the screen (`ahead`) loads at once all the same
      // (whenWanted's observer fires straight away), but the page does not wait for it.
      const usedEarly =
        trigger.now?.() === true ||
        adopted ||
        root.contains(document.activeElement) ||
        (trigger.on === 'visible' && nearScreen([...root.children], 0))
      // Drawn by the browser (no server markup to show meanwhile): needed now.
      if (!hydrated) start()
      else if (usedEarly) {
        gateWaits = true
        hydrationGate.islandPending()
        start()
      } else stopWatching = whenWanted(root, [...root.children], trigger, start)
      return () => {
        stopWatching()
        record.stop()
        // Unmounted before it hydrated (development's double mount): the page stops waiting,
        // and what it recorded goes back to the page's record, for the next mount to adopt.
        if (gateWaits && !wentLive) hydrationGate.islandHydrated()
        if (!wentLive && window.__earlyInput)
          adoptEarlyInput(root, window.__earlyInput, record.input)
      }
    }, [waited, hydrated, island])

    const boundary = (
      <Suspense fallback={null}>
        {waited ? (
          <Lazy onLive={onLive} props={props} />
        ) : loaded ? (
          <Hydrated onLive={onLive} props={props} />
        ) : null}
      </Suspense>
    )
    // Until its code has come, the boundary is given the very element it was first drawn with,
    // whatever the page passes since: React gives up hydrating a boundary that receives an update
    // (it would draw it afresh, empty until the code arrives). Once live it takes the latest.
    const [first] = useState(boundary)
    return (
      <div ref={wrapper} data-island={live ? 'live' : 'waiting'}>
        {live ? boundary : first}
      </div>
    )
  }
  return LazyHydrated
}
