import { act, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import { switchableReducedMotion } from '../../../tests/setup/reduced-motion.ts'
import { CarouselRegion } from './carousel-region.tsx'

const pictures = ['dining.bar-counter', 'dining.bar-evening', 'dining.bar-fireside'] as const

// jsdom lays nothing out: the carousel gets a size, so Swiper measures its track and slides.
const layout = ['clientWidth', 'clientHeight'].map(
  (key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const,
)
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => 600,
  })
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 400,
  })
  HTMLElement.prototype.scrollTo = () => {}
})
afterAll(() => {
  for (const [key, descriptor] of layout)
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor)
})
afterEach(() => vi.unstubAllGlobals())

const region = () => screen.getByRole('region', { name: 'The bar' })
const swiper = () => region().querySelector('.swiper-initialized')

/*
 * The first test runs while Swiper's code has not loaded yet in this file's module registry, as
 * on a page where the visitor reaches for a carousel for the first time.
 */
it('Tab from the dots onto the row while Swiper’s code is on its way: the row stays under focus', async () => {
  vi.stubGlobal('matchMedia', switchableReducedMotion(true).matchMedia)
  render(<CarouselRegion label="The bar" slides={pictures} />)
  // focus on a dot is the visitor reaching for the carousel: Swiper's code is fetched
  act(() => screen.getByRole('button', { name: 'Show slide 3 of 3' }).focus())
  act(() => screen.getByRole('group', { name: 'Slides of The bar, scroll sideways' }).focus())
  await act(async () => {
    await import('./carousel-track.tsx')
    await new Promise((resolve) => setTimeout(resolve, 100))
  })
  const row = screen.getByRole('group', { name: 'Slides of The bar, scroll sideways' })
  expect(document.activeElement).toBe(row)
  expect(swiper()).toBeNull()
})

it('Swiper never takes the row from under the keyboard’s focus; it takes over once focus has left the slides', async () => {
  vi.stubGlobal('matchMedia', switchableReducedMotion(true).matchMedia)
  render(
    <>
      <CarouselRegion label="The bar" slides={pictures} />
      <a href="#after">After the carousel</a>
    </>,
  )
  const row = screen.getByRole('group', { name: 'Slides of The bar, scroll sideways' })
  // Tab reaches the row: focus is the visitor reaching for the carousel, and Swiper is fetched
  act(() => row.focus())
  await act(async () => {
    await import('./carousel-track.tsx')
    await new Promise((resolve) => setTimeout(resolve, 100))
  })
  expect(row.isConnected).toBe(true)
  expect(document.activeElement).toBe(row)
  expect(swiper()).toBeNull()

  act(() => screen.getByRole('link', { name: 'After the carousel' }).focus())
  await waitFor(() => expect(swiper()).not.toBeNull())
  expect(row.isConnected).toBe(false)
  expect(document.activeElement?.textContent).toBe('After the carousel')
})
