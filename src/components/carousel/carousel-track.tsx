import { useEffect, useRef } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import type { SlotName } from '../../../content/media/slots.ts'
import { slideAttributes, slideKey, SlideBody, type CarouselSlide } from './carousel-slide.tsx'
import styles from './carousel.module.css'

/** What the carousel shell drives: a slide by index, or the next one (wrapping). */
export interface TrackController {
  goTo(index: number): void
  /** False when the track is mid-transition and did not move. */
  next(): boolean
}

export interface CarouselTrackProps {
  readonly slides: readonly CarouselSlide[]
  readonly slot: SlotName
  readonly sizes: string | undefined
  readonly initial: number
  readonly reducedMotion: boolean
  readonly onReady: (controller: TrackController | null) => void
  readonly onChange: (index: number) => void
}

/**
 * The swipeable, looping track, loaded lazily by the carousel shell. Swiper handles touch and
 * the endless loop; timing, dots and pausing stay in the shell, so they work (and are tested)
 * the same with or without this chunk.
 */
export default function CarouselTrack({
  slides,
  slot,
  sizes,
  initial,
  reducedMotion,
  onReady,
  onChange,
}: CarouselTrackProps) {
  const swiper = useRef<SwiperInstance | null>(null)
  useEffect(() => () => onReady(null), [onReady])
  const count = slides.length
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
        onReady({
          goTo: (index) => instance.slideToLoop(index),
          next: () => instance.slideNext() !== false,
        })
      }}
      onSlideChange={(instance) => onChange(instance.realIndex % count)}
    >
      {slides.map((slide, i) => (
        <SwiperSlide key={slideKey(slide)} {...slideAttributes(i, count)}>
          <SlideBody slide={slide} slot={slot} sizes={sizes} />
        </SwiperSlide>
      ))}
    </Swiper>
  )
}
