import { lazyHydrated } from '../layout/lazy-hydrated.tsx'
import type { CarouselProps } from './carousel-region.tsx'

export type { CarouselProps } from './carousel-region.tsx'

/**
 * An image or content carousel (spec 4: autoplay every 4.5 s, infinite loop, swipeable, no
 * arrows, custom dots; it holds under the pointer and focus, has a pause button, and never
 * moves under reduced motion). Its markup is prerendered like the rest of the page; its code,
 * with the carousel machine and the machine runtime, is an island (layout/lazy-hydrated.tsx),
 * so pages keep it out of their first-load JavaScript. Every slide is in the prerendered row,
 * which scrolls, snaps and takes a keyboard without scripts, so the code loads half a screen
 * before the carousel comes into view; Swiper comes later still, in its own chunk, when the
 * visitor reaches for the carousel (carousel-region.tsx). A dot pressed before then is replayed after it.
 */
export const Carousel = lazyHydrated<CarouselProps>(
  () => import('./carousel-region.tsx').then((m) => m.CarouselRegion),
  { on: 'visible', ahead: 0.5 },
)
