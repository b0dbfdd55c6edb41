import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { revealMachine, selectIsShown } from '../../../machines/reveal/reveal.machine.ts'
import { useMachineActor } from '../machine/use-machine-actor.ts'
import styles from './reveal.module.css'

export interface RevealProps {
  readonly children: ReactNode
  /** Where the content slides in from. */
  readonly from?: 'left' | 'right' | 'bottom'
  readonly className?: string | undefined
  /** The machine to run; tests may pass `revealMachine.provide(...)`. */
  readonly logic?: typeof revealMachine
}

interface ControllerProps {
  readonly target: RefObject<HTMLDivElement | null>
  readonly logic: typeof revealMachine
  readonly onShown: () => void
}

/**
 * Runs the reveal machine for one section, in the browser only: it reads the motion preference
 * and IntersectionObserver support once, observes the section until its first intersection,
 * and reports `shown` (after which it stops observing for good).
 */
function RevealController({ target, logic, onShown }: ControllerProps) {
  const actor = useMachineActor(logic, {
    input: {
      reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
      canObserve: typeof IntersectionObserver === 'function',
    },
  })
  const shown = useSelector(actor, selectIsShown)

  useEffect(() => {
    if (shown) {
      onShown()
      return
    }
    const element = target.current
    if (!element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) actor.send({ type: 'INTERSECT' })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [shown, actor, target, onShown])

  return null
}

/**
 * A scroll-reveal section (spec 2.2, 4): its content starts transparent and off to one side,
 * and slides in (1.5 s) the first time it enters the viewport, then stays. With reduced motion,
 * without IntersectionObserver, or without scripting, the content is simply there. The
 * prerendered markup and the first client render agree (hidden); the machine starts after
 * hydration, so the page's HTML never depends on the browser.
 */
export function Reveal({
  children,
  from = 'bottom',
  className,
  logic = revealMachine,
}: RevealProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [mounted, setMounted] = useState(false)
  const [shown, setShown] = useState(false)
  useEffect(() => setMounted(true), [])
  return (
    <div
      ref={ref}
      className={[styles.reveal, className].filter(Boolean).join(' ')}
      data-reveal={shown ? 'shown' : 'hidden'}
      data-from={from}
    >
      {children}
      {mounted && !shown && (
        <RevealController target={ref} logic={logic} onShown={() => setShown(true)} />
      )}
    </div>
  )
}
