import { useEffect, useSyncExternalStore, type RefObject } from 'react'

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void): () => void {
  const list = window.matchMedia(reducedMotionQuery)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/**
 * Whether the visitor asks for reduced motion, following the setting as it changes. The server
 * (and hydration) assume yes, so the prerendered page never starts moving before the browser
 * has been asked.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  )
}

/** What the pointer and focus do with an element: they enter it or leave it. */
export type WithinEvent = 'POINTER_ENTER' | 'POINTER_LEAVE' | 'FOCUS_IN' | 'FOCUS_OUT'

/**
 * Reports the pointer entering and leaving an element and keyboard focus moving into it, and
 * focus leaving it (focus moving between its own controls stays inside; a second entry is the
 * machine's to refuse). A press of a dot with the mouse focuses the dot but is the pointer's
 * doing: only keyboard focus counts as focus coming in (ARIA APG carousel: keyboard focus stops
 * the rotation). Listened to natively: the element is a region, not a control, so it has no
 * React handlers of its own. `report` must keep its identity between renders.
 */
export function useWithin(
  element: RefObject<HTMLElement | null>,
  report: (event: { type: WithinEvent }) => void,
): void {
  useEffect(() => {
    const el = element.current
    if (!el) return
    const enter = () => report({ type: 'POINTER_ENTER' })
    const leave = () => report({ type: 'POINTER_LEAVE' })
    // a press inside, with no key pressed since: the focus that follows is the pointer's
    let pressed = false
    const press = () => (pressed = true)
    const key = () => (pressed = false)
    const focusIn = () => {
      if (!pressed) report({ type: 'FOCUS_IN' })
    }
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && el.contains(event.relatedTarget)))
        report({ type: 'FOCUS_OUT' })
    }
    el.addEventListener('mouseenter', enter)
    el.addEventListener('mouseleave', leave)
    el.addEventListener('pointerdown', press)
    document.addEventListener('keydown', key, true)
    el.addEventListener('focusin', focusIn)
    el.addEventListener('focusout', focusOut)
    return () => {
      el.removeEventListener('mouseenter', enter)
      el.removeEventListener('mouseleave', leave)
      el.removeEventListener('pointerdown', press)
      document.removeEventListener('keydown', key, true)
      el.removeEventListener('focusin', focusIn)
      el.removeEventListener('focusout', focusOut)
    }
  }, [element, report])
}
