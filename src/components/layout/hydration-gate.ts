/**
 * Knows when the page has become interactive: the root (the layout) has committed its
 * hydration, then the page inside it (the router's Suspense boundary, hydrated in a pass of its
 * own; committed.tsx), and every island that had to load its code at once (lazy-hydrated.tsx:
 * one the visitor used before, or on screen) has hydrated too. What the visitor did before that
 * moment (boot capture, early-input.ts) is replayed then, and the moment is marked for the
 * benchmark as `performance.mark('interactive')`. Islands nobody has reached for yet do not
 * hold it back: they keep what the visitor does inside them until their code arrives.
 */
let pendingIslands = 0
let rootCommitted = false
let pageCommitted = false
let complete = false
const waiting: (() => void)[] = []

/** The mark the web bench reads (scripts/bench/web.ts). */
export const interactiveMark = 'interactive'

/** An island that needs this long to hydrate has failed to load: stop waiting for it. */
const islandPatience = 15_000

function finish(): void {
  if (complete) return
  complete = true
  performance.mark(interactiveMark)
  // Also in the DOM: a test that fakes the page's clock fakes its performance marks too.
  document.documentElement.dataset['interactive'] = 'true'
  for (const run of waiting.splice(0)) run()
}

const ready = () => rootCommitted && pageCommitted && pendingIslands <= 0

function check(): void {
  // After the current task, so every effect of the commit that got here has run.
  if (!complete && ready())
    setTimeout(() => {
      if (ready()) finish()
    }, 0)
}

export const hydrationGate = {
  /** An island started loading its code while the page hydrates: wait for it. */
  islandPending(): void {
    pendingIslands++
  },
  /** That island's code arrived and it has hydrated (or it was unmounted before). */
  islandHydrated(): void {
    pendingIslands--
    check()
  },
  /** The root's first commit (the layout around the page is hydrated). */
  rootCommitted(): void {
    if (rootCommitted) return
    rootCommitted = true
    check()
    setTimeout(finish, islandPatience)
  },
  /** The page's first commit inside the layout. */
  pageCommitted(): void {
    if (pageCommitted) return
    pageCommitted = true
    check()
  },
  /** Runs `then` once the page is interactive (at once if it already is). */
  whenInteractive(then: () => void): void {
    if (complete) then()
    else waiting.push(then)
  },
}
