import { useEffect, useRef, useState } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import type { SlotName } from '../../../content/media/slots.ts'
import { slideAttributes, slideKey, SlideBody, type CarouselSlide } from './carousel-slide.tsx'
import styles from './carousel.module.css'

export interface CarouselTrackProps {
  readonly slides: readonly CarouselSlide[]
  readonly slot: SlotName
  readonly sizes: string | undefined
  /** The slide the carousel machine shows. */
  readonly index: number
  /** The slide the machine shows at this moment (a swipe may have changed it since rendering). */
  readonly indexNow: () => number
  readonly reducedMotion: boolean
  /** A swipe has ended on a slide (perhaps the one shown: a tap, or too short a swipe). */
  readonly onSwiped: (index: number) => void
}

/**
 * Moves Swiper to the machine's slide: one step forward or back when it is the next or the
 * previous one (so the loop carries on past either end rather than running back across the
 * slides), straight there otherwise. False when Swiper refused to step because a slide is
 * still moving: the track tries again when that transition ends.
 */
function follow(swiper: SwiperInstance | null, index: number, count: number): boolean {
  if (!swiper || swiper.destroyed || swiper.realIndex === index) return true
  if (index === (swiper.realIndex + 1) % count) return swiper.slideNext() !== false
  if (index === (swiper.realIndex - 1 + count) % count) return swiper.slidePrev() !== false
  swiper.slideToLoop(index)
  return true
}

/**
 * The swipeable, looping track, loaded lazily by the carousel: Swiper handles touch and the
 * endless loop. It reports where Swiper went and goes where the machine says; the timing, the
 * dots and what holds the show are the machine's.
 */
export default function CarouselTrack({
  slides,
  slot,
  sizes,
  index,
  indexNow,
  reducedMotion,
  onSwiped,
}: CarouselTrackProps) {
  const count = slides.length
  const swiper = useRef<SwiperInstance | null>(null)
  // Swiper refused the machine's last move: it is behind until a transition ends
  const behind = useRef(false)
  const [initial] = useState(index)
  useEffect(() => {
    behind.current = !follow(swiper.current, index, count)
  }, [index, count])
  return (
    <Swiper
      className={styles.swiper}
      loop
      slidesPerView={1}
      initialSlide={initial}
      speed={reducedMotion ? 0 : 700}
      grabCursor
      watchSlidesProgress
      onSwiper={(instance) => {
        swiper.current = instance
      }}
      // Where a swipe (touch or mouse) ends: Swiper settles the slide right after it reports
      // the release. Its slide changes while the finger drags are its loop rearranging slides.
      onTouchEnd={(instance) => queueMicrotask(() => onSwiped(instance.realIndex))}
      onTransitionEnd={(instance) => {
        if (behind.current) behind.current = !follow(instance, indexNow(), count)
      }}
    >
      {slides.map((slide, i) => (
        <SwiperSlide key={slideKey(slide)} {...slideAttributes(i, count)}>
          <SlideBody slide={slide} slot={slot} sizes={sizes} />
        </SwiperSlide>
      ))}
    </Swiper>
  )
}
