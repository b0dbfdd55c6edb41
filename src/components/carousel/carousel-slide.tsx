import type { ReactNode } from 'react'
import type { MediaKey } from '../../../content/media/index.ts'
import type { SlotName } from '../../../content/media/slots.ts'
import { Picture } from '../picture/picture.tsx'
import styles from './carousel.module.css'

/**
 * A slide: a picture by its media key (the image carousels), or any content with a key of its
 * own (Home's venues and reviews, spec 2.3).
 */
export type CarouselSlide = MediaKey | { readonly key: string; readonly content: ReactNode }

export function slideKey(slide: CarouselSlide): string {
  return typeof slide === 'string' ? slide : slide.key
}

/** True when every slide is a picture: the track then keeps the pictures' aspect ratio. */
export function allPictures(slides: readonly CarouselSlide[]): slides is readonly MediaKey[] {
  return slides.every((slide) => typeof slide === 'string')
}

/** What a slide shows: its picture in the carousel's slot, or its content. */
export function SlideBody({
  slide,
  slot,
  sizes,
}: {
  readonly slide: CarouselSlide
  readonly slot: SlotName
  readonly sizes: string | undefined
}) {
  if (typeof slide !== 'string') return <>{slide.content}</>
  return <Picture media={slide} slot={slot} sizes={sizes} className={styles.image} />
}

/** A list of slides as the carousel takes it: at least one. */
export function toSlides<T extends CarouselSlide>(slides: readonly T[]): readonly [T, ...T[]] {
  const [first, ...rest] = slides
  if (first === undefined) throw new Error('A carousel needs at least one slide')
  return [first, ...rest]
}

/** What every slide wrapper says of itself (WAI-ARIA carousel pattern), Swiper's or the row's. */
export function slideAttributes(index: number, count: number) {
  return {
    className: styles.slide,
    role: 'group',
    'aria-roledescription': 'slide',
    'aria-label': `${index + 1} of ${count}`,
  } as const
}
