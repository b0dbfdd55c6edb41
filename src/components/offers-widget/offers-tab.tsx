import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react'
import { showsOffersWidget } from '../../../machines/offers-widget/offers-widget.viewport.ts'
import { whenWanted } from '../layout/when-wanted.ts'
import { OffersAside } from './offers-aside.tsx'
import type { OffersWidgetProps } from './offers-widget.tsx'

const controlsOf = (root: HTMLElement) => root.querySelectorAll<HTMLElement>('button, a')

const loadWidget = () => import('./offers-widget.tsx').then((m) => m.OffersWidget)

/**
 * The offers widget until the visitor reaches for it: its closed tab, drawn without its machine
 * (the page loads this only on windows wide enough to show the widget). A pointer over the tab,
 * a touch or focus loads the widget, which then takes its place looking the same; a click on
 * the tab meanwhile opens it once the widget is there, and focus stays on the control it was on.
 */
export function OffersTab() {
  const [Widget, setWidget] = useState<ComponentType<OffersWidgetProps>>()
  const [wide, setWide] = useState(() => showsOffersWidget(window.innerWidth))
  const host = useRef<HTMLDivElement>(null)
  // What the visitor did to the tab until the widget replaced it: read when the widget has
  // drawn, not when its code came, so a click in between is not lost.
  const toggles = useRef(0)
  const focused = useRef(-1)

  useEffect(() => {
    const onResize = () => setWide(showsOffersWidget(window.innerWidth))
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])

  // The widget has drawn its tab: it gets the clicks and the focus the tab had, in the task that
  // drew it (a layout effect), so focus is never left on the page between two frames, where a
  // screen reader would say the page and a Tab would start from it.
  useLayoutEffect(() => {
    const root = host.current
    if (!Widget || !root) return
    if (toggles.current % 2 === 1) root.querySelector<HTMLElement>('button')?.click()
    controlsOf(root)[focused.current]?.focus()
  }, [Widget])

  // Which of the tab's controls has focus, for the widget to give it back.
  useEffect(() => {
    const root = host.current
    if (!root) return
    const onFocusIn = (event: FocusEvent) => {
      focused.current = [...controlsOf(root)].indexOf(event.target as HTMLElement)
    }
    const onFocusOut = (event: FocusEvent) => {
      // focus that left the tab (not a control the widget's drawing removed) is not handed over
      const control = event.target as HTMLElement
      queueMicrotask(() => {
        if (control.isConnected && !root.contains(document.activeElement)) focused.current = -1
      })
    }
    root.addEventListener('focusin', onFocusIn)
    root.addEventListener('focusout', onFocusOut)
    return () => {
      root.removeEventListener('focusin', onFocusIn)
      root.removeEventListener('focusout', onFocusOut)
    }
  }, [])

  useEffect(() => {
    const root = host.current
    if (!root) return
    const stop = whenWanted(root, [], { on: 'intent' }, () => {
      stop()
      void loadWidget().then((component) => setWidget(() => component))
    })
    return stop
  }, [])

  return (
    <div ref={host}>
      {Widget ? (
        <Widget />
      ) : wide ? (
        <OffersAside expanded={false} onToggle={() => (toggles.current += 1)} />
      ) : null}
    </div>
  )
}
