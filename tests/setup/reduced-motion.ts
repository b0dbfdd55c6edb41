/**
 * A reduced-motion preference that a jsdom test switches as a visitor switches the system
 * setting: `matchMedia` answers `prefers-reduced-motion: reduce` from it (every other query
 * does not match), and `set` tells the listeners of the answer it changed.
 */
export function switchableReducedMotion(initial: boolean): {
  readonly matchMedia: typeof window.matchMedia
  readonly set: (reduced: boolean) => void
} {
  let reduced = initial
  const listeners = new Set<EventListenerOrEventListenerObject>()
  const matchMedia = (query: string) =>
    ({
      get matches() {
        return query.includes('prefers-reduced-motion: reduce') && reduced
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, listener: EventListenerOrEventListenerObject) =>
        listeners.add(listener),
      removeEventListener: (_: string, listener: EventListenerOrEventListenerObject) =>
        listeners.delete(listener),
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList
  const set = (value: boolean) => {
    reduced = value
    const event = new Event('change')
    for (const listener of listeners)
      if (typeof listener === 'function') listener(event)
      else listener.handleEvent(event)
  }
  return { matchMedia, set }
}
