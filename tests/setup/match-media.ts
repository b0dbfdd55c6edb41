/**
 * A `matchMedia` for jsdom, which has none: `matches(query)` decides each query (tests pass one
 * that answers `prefers-reduced-motion`, for example); the listeners are inert.
 */
export function fakeMatchMedia(matches: (query: string) => boolean): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
