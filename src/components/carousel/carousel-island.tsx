import { lazyHydrated } from '../layout/lazy-hydrated.tsx'

/**
 * The carousel as the pages show it: every slide is in the prerendered row, which scrolls, snaps
 * and takes a keyboard without scripts, so the carousel's code (its dots, autoplay and pause)
 * loads half a screen before it comes into view, and Swiper once it shows (carousel.tsx). A dot
 * tapped before that shows its slide once the code is there.
 */
export const Carousel = lazyHydrated(() => import('./carousel.tsx').then((m) => m.Carousel), {
  on: 'visible',
  ahead: 0.5,
})
