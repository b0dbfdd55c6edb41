import { useSelector } from '@xstate/react'
import { useEffect, useState, type ReactNode } from 'react'
import {
  revealMachine,
  selectPhase,
  type RevealPhase,
} from '../../../machines/reveal/reveal.machine.ts'
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
  readonly element: HTMLDivElement
  readonly logic: typeof revealMachine
  readonly onPhase: (phase: RevealPhase) => void
}

/**
 * Runs the reveal machine for one section, in the browser only: it reads the motion preference
 * and IntersectionObserver support once, observes the section while it is hidden, and reports
 * every phase the machine enters.
 */
function RevealController({ element, logic, onPhase }: ControllerProps) {
  const actor = useMachineActor(logic, {
    input: {
      reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
      canObserve: typeof IntersectionObserver === 'function',
    },
  })
  const phase = useSelector(actor, selectPhase)

  useEffect(() => onPhase(phase), [phase, onPhase])
  useEffect(() => {
    if (phase !== 'hidden') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) actor.send({ type: 'INTERSECT' })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [phase, actor, element])

  return null
}

/**
 * A scroll-reveal section (spec 2.2, 4): its content starts transparent and off to one side,
 * slides in while the machine is `revealing` (the 1.5 s transition runs from `data-reveal`
 * "hidden" to "revealing"), then stays `shown`. With reduced motion, without
 * IntersectionObserver, or without scripting, the content is simply there. The prerendered
 * markup and the first client render agree (hidden); the machine starts once the section is
 * in the browser's document, so the page's HTML never depends on the browser.
 */
export function Reveal({
  children,
  from = 'bottom',
  className,
  logic = revealMachine,
}: RevealProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  const [phase, setPhase] = useState<RevealPhase>('hidden')
  return (
    <div
      ref={setElement}
      className={[styles.reveal, className].filter(Boolean).join(' ')}
      data-reveal={phase}
      data-from={from}
    >
      {children}
      {element && phase !== 'shown' && (
        <RevealController element={element} logic={logic} onPhase={setPhase} />
      )}
    </div>
  )
}
