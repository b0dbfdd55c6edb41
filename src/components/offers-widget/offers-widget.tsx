import { useEffect, useId, useRef, type ReactNode } from 'react'
import { deploy } from '../../../content/deploy.ts'
import { toIsoDate, type IsoDate } from '../../../content/offers.ts'
import { buildPromos, type Promo } from '../../../content/promos.ts'
import {
  offersWidgetMachine,
  selectCanRotate,
  selectCounter,
  selectIsExpanded,
  selectIsPlaying,
  selectIsVisible,
  selectPromo,
  type OffersWidgetSnapshot,
} from '../../../machines/offers-widget/offers-widget.machine.ts'
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons/line-icons.tsx'
import { useMachineActor } from '../machine/use-machine-actor.ts'
import { useSelections } from '../machine/use-selections.ts'
import { OffersAside } from './offers-aside.tsx'
import styles from './offers-widget.module.css'

export interface OffersWidgetProps {
  /** The promos to rotate; by default the content's promos with the deploy's booking engine. */
  readonly promos?: readonly Promo[]
  /** The visitor's date; by default read from the browser when the widget mounts. */
  readonly today?: IsoDate
  readonly logic?: typeof offersWidgetMachine
}

const selections = {
  visible: selectIsVisible,
  expanded: selectIsExpanded,
  playing: selectIsPlaying,
  promo: selectPromo,
  counter: selectCounter,
  canRotate: selectCanRotate,
  stepping: (s: OffersWidgetSnapshot) => s.can({ type: 'NEXT' }),
}

function Panel({
  promos,
  today,
  logic,
}: Required<Pick<OffersWidgetProps, 'promos' | 'today' | 'logic'>>) {
  const actor = useMachineActor(logic, {
    input: {
      promos,
      today,
      reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
      viewportWidth: window.innerWidth,
    },
  })
  const { visible, expanded, playing, promo, counter, canRotate, stepping } = useSelections(
    actor,
    selections,
  )
  /** One of the panel's controls: an icon button that sends its event. */
  const control = (
    label: string,
    icon: ReactNode,
    type: 'PREV' | 'NEXT' | 'PLAY' | 'PAUSE',
    disabled = false,
  ) => (
    <button
      type="button"
      className={styles.control}
      aria-label={label}
      disabled={disabled}
      onClick={() => actor.send({ type })}
    >
      {icon}
    </button>
  )
  const panelId = useId()
  // A press in the panel, with no key pressed since: the focus it brings is the pointer's, and
  // only keyboard focus coming in stops the rotation (ARIA APG carousel pattern).
  // Listened to natively: the panel is a group, not a control.
  const panel = useRef<HTMLDivElement | null>(null)
  const open = expanded && promo !== undefined
  useEffect(() => {
    const el = panel.current
    if (!open || !el) return
    let pressed = false
    const press = () => (pressed = true)
    const key = () => (pressed = false)
    const focusIn = (event: FocusEvent) => {
      const from = event.relatedTarget
      if (!pressed && !(from instanceof Node && el.contains(from))) actor.send({ type: 'FOCUS_IN' })
    }
    el.addEventListener('pointerdown', press)
    el.addEventListener('focusin', focusIn)
    document.addEventListener('keydown', key, true)
    return () => {
      el.removeEventListener('pointerdown', press)
      el.removeEventListener('focusin', focusIn)
      document.removeEventListener('keydown', key, true)
    }
  }, [actor, open])

  useEffect(() => {
    const onResize = () => actor.send({ type: 'RESIZE', viewportWidth: window.innerWidth })
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [actor])

  if (!visible) return null
  return (
    <OffersAside
      expanded={expanded}
      panelId={panelId}
      onToggle={() => actor.send({ type: 'TOGGLE' })}
    >
      {expanded && promo && (
        <div
          id={panelId}
          className={styles.panel}
          role="group"
          aria-roledescription="carousel"
          aria-label="Offers in season"
          ref={panel}
        >
          {/* the rotation control first (ARIA APG), named for what it will do */}
          <div className={styles.controls}>
            {playing
              ? control('Pause offers', <PauseIcon size={18} />, 'PAUSE')
              : canRotate
                ? control('Play offers', <PlayIcon size={18} />, 'PLAY')
                : null}
            {control('Previous offer', <ChevronLeftIcon size={18} />, 'PREV', !stepping)}
            <span className={styles.counter}>{counter}</span>
            {control('Next offer', <ChevronRightIcon size={18} />, 'NEXT', !stepping)}
          </div>
          <div
            role="group"
            aria-roledescription="slide"
            aria-label={counter.replace('/', ' of ')}
            aria-live={playing ? 'off' : 'polite'}
            aria-atomic="true"
          >
            <p className={styles.title}>{promo.title}</p>
            <p className={styles.description}>{promo.description}</p>
          </div>
          <div className={styles.links}>
            {/* one name in every browser (a hidden span's colon gained a space in Chromium's) */}
            <a
              className={styles.book}
              href={promo.bookingUrl}
              aria-label={`Book Now: ${promo.title}`}
            >
              Book Now
            </a>
            <a
              className={styles.more}
              href={promo.offerPage}
              aria-label={`View offer: ${promo.title}`}
            >
              View offer
            </a>
          </div>
        </div>
      )}
    </OffersAside>
  )
}

/**
 * The floating "LIMITED OFFERS" widget (spec 2.10) on windows wider than 768 px: a tab with the
 * phone and WhatsApp links that expands to one promo at a time, with a counter, previous and
 * next, and pause/play of the three-second rotation, first in the panel (keyboard focus coming
 * into the panel stops it; for visitors who prefer reduced motion it never rotates). Only offers valid on the visitor's date rotate. Browser only: the
 * window's width and the visitor's date are only known there, so the page draws it after
 * hydration (the offers tab, offers-tab.tsx, loads it when the visitor reaches for it).
 */
export function OffersWidget({ promos, today, logic = offersWidgetMachine }: OffersWidgetProps) {
  return (
    <Panel
      promos={promos ?? buildPromos(deploy.bookingEngineUrl)}
      today={today ?? toIsoDate(new Date())}
      logic={logic}
    />
  )
}
