/**
 * Knows when the page has become interactive: the root has committed its hydration and every
 * island that was still loading its code then (lazy-hydrated.tsx) has hydrated too. What the
 * visitor did before that moment (boot capture, src/app/early-input.ts) is replayed then, and
 * the moment is marked for the benchmark as `performance.mark('interactive')`.
 */
let pendingIslands = 0
let rootCommitted = false
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

function check(): void {
  // After the current task, so every effect of the commit that got here has run.
  if (!complete && rootCommitted && pendingIslands <= 0)
    setTimeout(() => {
      if (pendingIslands <= 0) finish()
    }, 0)
}

export const hydrationGate = {
  /** An island rendered its server markup while its code was still loading. */
  islandPending(): void {
    pendingIslands++
  },
  /** That island's code arrived and it has hydrated. */
  islandHydrated(): void {
    pendingIslands--
    check()
  },
  /** The root's first commit (the page around the islands is hydrated). */
  rootCommitted(): void {
    if (rootCommitted) return
    rootCommitted = true
    check()
    setTimeout(finish, islandPatience)
  },
  /** Runs `then` once the page is interactive (at once if it already is). */
  whenInteractive(then: () => void): void {
    if (complete) then()
    else waiting.push(then)
  },
}
