import { useEffect, useRef } from 'react'
import type { SlotName } from '../../../content/media/slots.ts'
import { slideAttributes, slideKey, SlideBody, type CarouselSlide } from './carousel-slide.tsx'
import styles from './carousel.module.css'

export interface CarouselRowProps {
  readonly slides: readonly CarouselSlide[]
  readonly slot: SlotName
  readonly sizes?: string | undefined
  readonly active: number
  /** The carousel's name: the row is named for it, as the keyboard reaches it. */
  readonly label: string
  readonly reducedMotion: boolean
  /** The slide the visitor scrolled the row to (by touch, a trackpad or the keyboard). */
  readonly onScrolled?: (index: number) => void
}

/**
 * The slides before (or without) Swiper: every slide in the page, as a row that scrolls and
 * snaps sideways, so a visitor without JavaScript still sees them all. The dots scroll it to the
 * active slide, and a keyboard reaches it (WCAG 2.1.1, axe scrollable-region-focusable).
 */
export function CarouselRow({
  slides,
  slot,
  sizes,
  active,
  label,
  reducedMotion,
  onScrolled,
}: CarouselRowProps) {
  const row = useRef<HTMLDivElement | null>(null)
  useEffect(() => {
    const el = row.current
    if (!el || el.clientWidth === 0) return
    el.scrollTo({ left: active * el.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' })
  }, [active, reducedMotion])
  // A row the visitor scrolled shows another slide: the dots (and Swiper, when it takes over)
  // follow it. Read once the scroll has settled on a slide.
  useEffect(() => {
    const el = row.current
    if (!el || !onScrolled) return
    let timer = 0
    const settle = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => {
        if (el.clientWidth > 0) onScrolled(Math.round(el.scrollLeft / el.clientWidth))
      }, 120)
    }
    el.addEventListener('scroll', settle, { passive: true })
    return () => {
      el.removeEventListener('scroll', settle)
      window.clearTimeout(timer)
    }
  }, [onScrolled])
  const count = slides.length
  return (
    <div
      className={styles.row}
      ref={row}
      {...(count > 1
        ? { tabIndex: 0, role: 'group', 'aria-label': `Slides of ${label}, scroll sideways` }
        : {})}
    >
      {slides.map((slide, i) => (
        <div key={slideKey(slide)} {...slideAttributes(i, count)}>
          <SlideBody slide={slide} slot={slot} sizes={sizes} />
        </div>
      ))}
    </div>
  )
}
