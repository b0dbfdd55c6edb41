import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { recordPictureUse } from '../../../content/media/photos.ts'
import type { SlotName } from '../../../content/media/slots.ts'
import { iconButtonClass } from '../button/button-styles.ts'
import { whenWanted } from '../layout/when-wanted.ts'
import { CarouselRow } from './carousel-row.tsx'
import { allPictures, slideKey, type CarouselSlide } from './carousel-slide.tsx'
import styles from './carousel.module.css'
import type { TrackController } from './carousel-track.tsx'

/**
 * Swiper comes in its own chunk, fetched when the visitor reaches for the carousel (a pointer
 * over it, a touch, focus) or when its slideshow reaches the last slide: until then the row of
 * slides is the carousel (it scrolls, snaps and follows the dots and the slideshow), but only
 * Swiper loops on from the last slide to the first.
 */
const CarouselTrack = lazy(() => import('./carousel-track.tsx'))

/** Spec 4 and 9: carousels advance every 4.5 seconds. */
export const carouselInterval = 4500

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void): () => void {
  const list = window.matchMedia(reducedMotionQuery)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/**
 * Whether the visitor asks for reduced motion. The server (and hydration) assume yes, so the
 * prerendered page never starts moving before the browser has been asked.
 */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  )
}

export interface CarouselProps {
  /** The carousel's accessible name, e.g. "The restaurant". */
  readonly label: string
  /** Pictures by media key, or slides of content (each with a key), e.g. Home's reviews. */
  readonly slides: readonly [CarouselSlide, ...CarouselSlide[]]
  /** The layout slot of the slides (content/media/slots.ts): `gallery` beside text, `wide` across. */
  readonly slot?: SlotName
  /** Overrides the slot's `sizes`. */
  readonly sizes?: string | undefined
  readonly interval?: number
  readonly className?: string | undefined
}

/**
 * An image carousel (spec 4: autoplay every 4.5 s, infinite loop, swipeable, no arrows, custom
 * dots). Every slide is plain HTML in the prerendered page, a row that scrolls and snaps
 * sideways in a box of fixed aspect ratio (the carousel without JavaScript), so nothing shifts
 * when Swiper loads (when it is wanted) and takes over the track. The dots
 * are real buttons; autoplay pauses while the pointer is over the carousel or focus is inside
 * it, stops with the pause button, and never runs under `prefers-reduced-motion`.
 */
export function Carousel({
  label,
  slides,
  slot = 'gallery',
  sizes,
  interval = carouselInterval,
  className,
}: CarouselProps) {
  const [active, setActive] = useState(0)
  const [mounted, setMounted] = useState(false)
  const [enhanced, setEnhanced] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const track = useRef<TrackController | null>(null)
  const root = useRef<HTMLElement | null>(null)
  const count = slides.length
  const dotsId = useId()
  for (const slide of slides) if (typeof slide === 'string') recordPictureUse(slide, slot)
  const pictures = allPictures(slides)

  useEffect(() => setMounted(true), [])
  useEffect(() => {
    const el = root.current
    if (!el || enhanced) return
    const stop = whenWanted(el, [el], { on: 'intent' }, () => {
      stop()
      setEnhanced(true)
    })
    return stop
  }, [enhanced])

  const canAutoplay = count > 1 && !reducedMotion
  const autoplaying = canAutoplay && mounted && !stopped && !hovered && !focused
  // The slideshow's next step loops to the first slide: that needs Swiper, which has an interval
  // to arrive (the row rewinds to the first slide if it has not).
  const loopsNext = autoplaying && active === count - 1
  useEffect(() => {
    if (loopsNext) setEnhanced(true)
  }, [loopsNext])

  // Restarting the timer on every change gives each slide its full interval, including
  // after a swipe or a dot.
  useEffect(() => {
    if (!autoplaying) return
    let timer = 0
    const advance = () => {
      if (!track.current) setActive((i) => (i + 1) % count)
      // Swiper refuses to move while a transition (a swipe) is still running: try again shortly.
      else if (!track.current.next()) timer = window.setTimeout(advance, 250)
    }
    timer = window.setTimeout(advance, interval)
    return () => window.clearTimeout(timer)
  }, [autoplaying, active, interval, count])

  const goTo = useCallback((index: number) => {
    if (track.current) track.current.goTo(index)
    else setActive(index)
  }, [])

  const onReady = useCallback((controller: TrackController | null) => {
    track.current = controller
  }, [])

  // Pointer and focus only pause the show; they are listened to natively because the region
  // itself is not a control (the dots and the pause button are).
  useEffect(() => {
    const el = root.current
    if (!el) return
    const enter = () => setHovered(true)
    const leave = () => setHovered(false)
    const focusIn = () => setFocused(true)
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && el.contains(event.relatedTarget)))
        setFocused(false)
    }
    el.addEventListener('mouseenter', enter)
    el.addEventListener('mouseleave', leave)
    el.addEventListener('focusin', focusIn)
    el.addEventListener('focusout', focusOut)
    return () => {
      el.removeEventListener('mouseenter', enter)
      el.removeEventListener('mouseleave', leave)
      el.removeEventListener('focusin', focusIn)
      el.removeEventListener('focusout', focusOut)
    }
  }, [])

  const shown = { slides, slot, sizes, reducedMotion }
  const staticRow = <CarouselRow {...shown} active={active} onScrolled={setActive} />

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={autoplaying ? 'on' : 'off'}
      data-active={active}
      ref={root}
    >
      <div
        className={pictures ? styles.viewport : styles.contentViewport}
        aria-live={autoplaying ? 'off' : 'polite'}
      >
        {enhanced && count > 1 ? (
          <Suspense fallback={staticRow}>
            <CarouselTrack {...shown} initial={active} onReady={onReady} onChange={setActive} />
          </Suspense>
        ) : (
          staticRow
        )}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <div className={styles.dots} role="group" aria-label={`Slides of ${label}`} id={dotsId}>
            {slides.map((slide, i) => (
              <button
                key={slideKey(slide)}
                type="button"
                className={iconButtonClass('plain', styles.dot)}
                aria-label={`Show slide ${i + 1} of ${count}`}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
          {canAutoplay ? (
            <button
              type="button"
              className={iconButtonClass('plain', styles.toggle)}
              aria-pressed={stopped}
              onClick={() => setStopped((s) => !s)}
            >
              <span aria-hidden="true" className={stopped ? styles.playIcon : styles.pauseIcon} />
              <span className="visually-hidden">Pause the slideshow</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
