import { useEffect, useRef, useState, type ComponentType } from 'react'
import { showsOffersWidget } from '../../../machines/offers-widget/offers-widget.viewport.ts'
import { whenWanted } from '../layout/when-wanted.ts'
import { OffersAside } from './offers-aside.tsx'
import type { OffersWidgetProps } from './offers-widget.tsx'

const loadWidget = () => import('./offers-widget.tsx').then((m) => m.OffersWidget)

/** Where the visitor was when the widget took over: toggles asked for, the control focused. */
interface HandOver {
  readonly toggles: number
  readonly focused: number
}

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
  const toggles = useRef(0)
  const handOver = useRef<HandOver>(undefined)

  useEffect(() => {
    const onResize = () => setWide(showsOffersWidget(window.innerWidth))
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])

  // The widget has drawn its tab: it gets the clicks and the focus the tab had.
  useEffect(() => {
    const root = host.current
    const given = handOver.current
    if (!Widget || !root || !given) return
    if (given.toggles % 2 === 1) root.querySelector<HTMLElement>('button')?.click()
    root.querySelectorAll<HTMLElement>('button, a')[given.focused]?.focus()
  }, [Widget])

  useEffect(() => {
    const root = host.current
    if (!root) return
    const stop = whenWanted(root, [], { on: 'intent' }, () => {
      stop()
      void loadWidget().then((component) => {
        const controls = [...root.querySelectorAll('button, a')]
        const active = document.activeElement
        handOver.current = {
          toggles: toggles.current,
          focused: active ? controls.indexOf(active) : -1,
        }
        setWidget(() => component)
      })
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
