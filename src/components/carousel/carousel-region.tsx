import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react'
import { recordPictureUse } from '../../../content/media/photos.ts'
import type { SlotName } from '../../../content/media/slots.ts'
import {
  carouselMachine,
  selectCanAutoplay,
  selectIndex,
  selectIsPaused,
  selectIsRunning,
  type CarouselEvent,
} from '../../../machines/carousel/carousel.machine.ts'
import { iconButtonClass } from '../button/button-styles.ts'
import { whenWanted } from '../layout/when-wanted.ts'
import { useMachineActor } from '../machine/use-machine-actor.ts'
import { useSelections } from '../machine/use-selections.ts'
import { CarouselRow } from './carousel-row.tsx'
import { allPictures, slideKey, type CarouselSlide } from './carousel-slide.tsx'
import type { CarouselTrackProps } from './carousel-track.tsx'
import { usePrefersReducedMotion, useWithin } from './carousel-watch.ts'
import styles from './carousel.module.css'

/**
 * Swiper comes in its own chunk, fetched when the visitor reaches for the carousel (a pointer
 * over it, a touch, focus) or when the slideshow stands on the last slide: until then the row
 * of slides is the carousel (it scrolls, snaps and follows the machine's slide), and only
 * Swiper loops on from the last slide to the first. A page's first load stays without it.
 */
const loadTrack = () => import('./carousel-track.tsx')

export interface CarouselProps {
  /** The carousel's accessible name, e.g. "The restaurant". */
  readonly label: string
  /** Pictures by media key, or slides of content (each with a key), e.g. Home's reviews. */
  readonly slides: readonly [CarouselSlide, ...CarouselSlide[]]
  /** The layout slot of the slides (content/media/slots.ts): `gallery` beside text, `wide` across. */
  readonly slot?: SlotName
  /** Overrides the slot's `sizes`. */
  readonly sizes?: string | undefined
  readonly className?: string | undefined
  /** The machine, for tests that provide their own. */
  readonly logic?: typeof carouselMachine
}

const selections = {
  index: selectIndex,
  running: selectIsRunning,
  canAutoplay: selectCanAutoplay,
  paused: selectIsPaused,
}

/**
 * A carousel bound to the carousel machine (machines/carousel), which owns the slide shown, the
 * loop, the 4.5 s autoplay and what holds or stops it. Every slide is plain HTML in the
 * prerendered page, a row that scrolls and snaps sideways in a box of fixed size (the carousel
 * without JavaScript), so nothing shifts when Swiper loads (when it is wanted) and takes over
 * the track. This view only tells the machine what the visitor does (the dots, a swipe, the
 * pointer, focus, the pause button, the motion preference) and shows the slide it says.
 */
export function CarouselRegion({
  label,
  slides,
  slot = 'gallery',
  sizes,
  className,
  logic = carouselMachine,
}: CarouselProps) {
  const count = slides.length
  const actor = useMachineActor(logic, { input: { count } })
  const { index, running, canAutoplay, paused } = useSelections(actor, selections)
  const reducedMotion = usePrefersReducedMotion()
  // Swiper is wanted (the visitor reached for the carousel), its code has come, and it is shown
  // in place of the row
  const [wanted, setWanted] = useState(false)
  const [Track, setTrack] = useState<ComponentType<CarouselTrackProps>>()
  const [enhanced, setEnhanced] = useState(false)
  const dotsId = useId()
  const root = useRef<HTMLElement | null>(null)
  const viewport = useRef<HTMLDivElement | null>(null)
  for (const slide of slides) if (typeof slide === 'string') recordPictureUse(slide, slot)

  useEffect(() => {
    const el = root.current
    if (!el || wanted) return
    const stop = whenWanted(el, [el], { on: 'intent' }, () => {
      stop()
      setWanted(true)
    })
    return stop
  }, [wanted])
  // The show's next step loops to the first slide: Swiper has the slide's interval to arrive.
  const loopsNext = running && index === count - 1
  useEffect(() => {
    if (loopsNext) setWanted(true)
  }, [loopsNext])
  useEffect(() => {
    if (!wanted || Track) return
    let current = true
    void loadTrack().then((module) => {
      if (current) setTrack(() => module.default)
    })
    return () => {
      current = false
    }
  }, [wanted, Track])
  // Swiper never replaces the row under the keyboard's focus (the row, or a slide's link): the
  // focused element would go with it, and focus fall back to the page's start. Once its code is
  // here it takes the row's place at once, in the same task as this check (a layout effect), or
  // when focus leaves the slides.
  useLayoutEffect(() => {
    const el = viewport.current
    if (!Track || enhanced || !el) return
    if (!el.contains(document.activeElement)) {
      setEnhanced(true)
      return
    }
    const leave = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && el.contains(event.relatedTarget)))
        setEnhanced(true)
    }
    el.addEventListener('focusout', leave)
    return () => el.removeEventListener('focusout', leave)
  }, [Track, enhanced])
  useEffect(() => actor.send({ type: 'MOTION', reduced: reducedMotion }), [actor, reducedMotion])
  const send = useCallback((event: CarouselEvent) => actor.send(event), [actor])
  useWithin(root, send)
  const onSwiped = useCallback((i: number) => send({ type: 'SWIPED', index: i }), [send])
  const indexNow = useCallback(() => selectIndex(actor.getSnapshot()), [actor])

  const shown = { slides, slot, sizes, reducedMotion }
  const staticRow = <CarouselRow {...shown} label={label} active={index} />
  // The rotation control comes first in the carousel's focus order (ARIA APG carousel pattern):
  // the controls lead the markup and are drawn under the slides (carousel.module.css). Its name
  // says what pressing it does.
  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={running ? 'on' : 'off'}
      ref={root}
    >
      {count > 1 ? (
        <div className={styles.controls}>
          {canAutoplay ? (
            <button
              type="button"
              className={iconButtonClass('plain', styles.toggle)}
              onClick={() => actor.send({ type: paused ? 'PLAY' : 'PAUSE' })}
            >
              <span aria-hidden="true" className={paused ? styles.playIcon : styles.pauseIcon} />
              <span className="visually-hidden">
                {paused ? 'Play the slideshow' : 'Pause the slideshow'}
              </span>
            </button>
          ) : null}
          <div className={styles.dots} role="group" aria-label={`Slides of ${label}`} id={dotsId}>
            {slides.map((slide, i) => (
              <button
                key={slideKey(slide)}
                type="button"
                className={iconButtonClass('plain', styles.dot)}
                aria-label={`Show slide ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => actor.send({ type: 'GO_TO', index: i })}
              />
            ))}
          </div>
        </div>
      ) : null}
      <div
        className={allPictures(slides) ? styles.viewport : styles.contentViewport}
        aria-live={running ? 'off' : 'polite'}
        ref={viewport}
      >
        {enhanced && Track && count > 1 ? (
          <Track {...shown} index={index} indexNow={indexNow} onSwiped={onSwiped} />
        ) : (
          staticRow
        )}
      </div>
    </section>
  )
}
