import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react'

/** Whether a screen has shown yet in this desk (the first one keeps the browser's own focus). */
export class ScreenCount {
  private shown = false
  /** True for the first screen of the desk, false for every one after it. */
  takeFirst(): boolean {
    const first = !this.shown
    this.shown = true
    return first
  }
}

export const ScreenShown = createContext<ScreenCount>(new ScreenCount())

/**
 * A screen's `<h1>`. When a screen replaces another (a navigation, a sign-in, the session
 * ending), focus moves to its heading, so a screen reader says where the person now is and Tab
 * starts from the top of the new screen (WCAG 2.4.3); the first screen of a page load leaves
 * focus where the browser puts it, and marks the desk `interactive`.
 */
export function ScreenHeading({ children }: { readonly children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null)
  const shown = useContext(ScreenShown)
  useEffect(() => {
    // the first screen drawn with its handlers attached is the desk's `interactive` mark, as
    // the public pages' (npm run bench -- --routes /desk reads it)
    if (shown.takeFirst()) performance.mark('interactive')
    else heading.current?.focus()
  }, [shown])
  return (
    <h1 ref={heading} tabIndex={-1}>
      {children}
    </h1>
  )
}
