/**
 * When an island's code is wanted. `intent`: when the visitor reaches for it (a pointer over it
 * or down on it, a touch, focus inside it, a click). `visible`: that, or when it comes within
 * `ahead` viewport heights of the screen (0, the default: when it shows). `now`, if given, is
 * asked once as the page hydrates: true means at once (the island has something of this
 * visitor's to show that the server could not know).
 */
export type IslandTrigger = (
  { readonly on: 'intent' } | { readonly on: 'visible'; readonly ahead?: number }
) & { readonly now?: () => boolean }

const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click'] as const

/**
 * Listens for events of `types` whose target is inside `root`, from the document in the capture
 * phase: before React's own listeners on the app's root element, which stop the propagation of
 * events aimed at server markup React has not hydrated yet (so a listener on `root` itself would
 * never hear them). Returns what stops listening.
 */
export function listenWithin(
  root: Element,
  types: readonly string[],
  handler: (event: Event) => void,
): () => void {
  const within = (event: Event) => {
    if (event.target instanceof Node && root.contains(event.target)) handler(event)
  }
  for (const type of types) document.addEventListener(type, within, true)
  return () => {
    for (const type of types) document.removeEventListener(type, within, true)
  }
}

/** Whether any of `boxes` is within `ahead` viewport heights of the screen now. */
export function nearScreen(boxes: readonly Element[], ahead: number): boolean {
  const margin = window.innerHeight * ahead
  return boxes.some((box) => {
    const { top, bottom, width, height } = box.getBoundingClientRect()
    if (width === 0 && height === 0) return false
    return top < window.innerHeight + margin && bottom > -margin
  })
}

/**
 * Calls `start` once the part of the page at `root` is wanted (see IslandTrigger): an event of
 * intent inside `root`, or for `visible` one of `boxes` coming near the screen. Returns what
 * stops listening (call it from `start` too: `start` may be called more than once).
 */
export function whenWanted(
  root: Element,
  boxes: readonly Element[],
  trigger: IslandTrigger,
  start: () => void,
): () => void {
  const stopListening = listenWithin(root, intentEvents, start)
  let observer: IntersectionObserver | undefined
  if (trigger.on === 'visible' && typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start()
      },
      { rootMargin: `${(trigger.ahead ?? 0) * 100}% 0px` },
    )
    for (const box of boxes) observer.observe(box)
  }
  return () => {
    stopListening()
    observer?.disconnect()
  }
}

/**
 * Tells the part of the page at `root`, now that its code runs, where the pointer and focus
 * already are: an island woken by a pointer over it, or by focus inside it, heard those before
 * its handlers existed, so a carousel would not know it is hovered (and would go on playing).
 * The pointer's enter events go to every hovered element inside `root`, outermost first (they
 * do not bubble), and one over event from the innermost (React's own enter handlers read
 * those); a focus inside it gets its focusin again.
 */
export function announcePresence(root: Element): void {
  const hovered = [...root.querySelectorAll(':hover')]
  for (const el of hovered) {
    el.dispatchEvent(new PointerEvent('pointerenter'))
    el.dispatchEvent(new MouseEvent('mouseenter'))
  }
  const innermost = hovered.at(-1)
  if (innermost) {
    innermost.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    innermost.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
  }
  const focused = document.activeElement
  if (focused && focused !== document.body && root.contains(focused))
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
}
