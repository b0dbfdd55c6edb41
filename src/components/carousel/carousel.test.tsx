import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { media } from '../../../content/media/index.ts'
import { fakeMatchMedia } from '../../../tests/setup/match-media.ts'
import { Carousel, carouselInterval } from './carousel.tsx'

const slides = ['dining.bar-counter', 'dining.bar-evening', 'dining.bar-fireside'] as const

function dots(): HTMLElement[] {
  return screen.getAllByRole('button', { name: /^Show slide/ })
}

/** The label of the dot marked current, e.g. "Show slide 2 of 3". */
function current(): string | null {
  const dot = dots().find((d) => d.getAttribute('aria-current') === 'true')
  return dot?.getAttribute('aria-label') ?? null
}

function region(): HTMLElement {
  return screen.getByRole('region', { name: 'The bar' })
}

/** Waits until Swiper's lazy chunk has mounted the looping track. */
async function swiperReady(): Promise<void> {
  await waitFor(() => expect(region().querySelector('.swiper-initialized')).not.toBeNull())
}

/** The carousel of three slides on a fake clock, reached for (Swiper loaded). */
async function renderWithClock({ reducedMotion }: { readonly reducedMotion: boolean }) {
  stubReducedMotion(reducedMotion)
  vi.useFakeTimers({ shouldAdvanceTime: true })
  render(<Carousel label="The bar" slides={slides} />)
  fireEvent.pointerOver(region())
  await swiperReady()
}

function stubReducedMotion(matches: boolean): void {
  vi.stubGlobal(
    'matchMedia',
    fakeMatchMedia((query) => query.includes('reduce') && matches),
  )
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('Carousel', () => {
  it('prerenders every slide (a row that scrolls without JavaScript), in a labelled region with real dot buttons', () => {
    const html = renderToString(<Carousel label="The bar" slides={slides} />)
    expect(html).toContain('aria-roledescription="carousel"')
    expect(html).toContain('aria-label="The bar"')
    for (const key of slides) expect(html).toContain(media[key].alt)
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3)
    expect(html).toContain('aria-label="3 of 3"')
    expect(html).not.toContain('swiper')
    expect(html.match(/<button/g)).toHaveLength(3)
    expect(html).toContain('aria-label="Show slide 2 of 3"')
    // Until the browser is asked, no motion: the server assumes reduced motion, so no pause button.
    expect(html).not.toContain('Pause the slideshow')
  })

  it('loads Swiper when the visitor reaches for it, marks the current dot and moves to a slide from its dot', async () => {
    stubReducedMotion(false)
    render(<Carousel label="The bar" slides={slides} />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(region().querySelector('.swiper')).toBeNull()
    fireEvent.pointerOver(region())
    await swiperReady()
    expect(dots().map((d) => d.getAttribute('aria-label'))).toEqual([
      'Show slide 1 of 3',
      'Show slide 2 of 3',
      'Show slide 3 of 3',
    ])
    expect(current()).toBe('Show slide 1 of 3')
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }))
    await waitFor(() => expect(current()).toBe('Show slide 3 of 3'))
    expect(region().querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(3)
  })

  it('advances every 4.5 seconds and loops from the last slide to the first', async () => {
    await renderWithClock({ reducedMotion: false })
    expect(region().dataset['autoplay']).toBe('on')
    // Restart the interval from a known moment: a hover pauses, leaving starts a fresh 4.5 s.
    fireEvent.mouseEnter(region())
    fireEvent.mouseLeave(region())
    await act(() => vi.advanceTimersByTimeAsync(carouselInterval - 300))
    expect(current()).toBe('Show slide 1 of 3')
    await act(() => vi.advanceTimersByTimeAsync(400))
    await waitFor(() => expect(current()).toBe('Show slide 2 of 3'))
    await act(() => vi.advanceTimersByTimeAsync(carouselInterval + 100))
    await waitFor(() => expect(current()).toBe('Show slide 3 of 3'))
    await act(() => vi.advanceTimersByTimeAsync(carouselInterval + 100))
    await waitFor(() => expect(current()).toBe('Show slide 1 of 3'))
  })

  it('before Swiper, the row follows the slideshow, and reaching the last slide fetches Swiper to loop on', async () => {
    stubReducedMotion(false)
    vi.useFakeTimers({ shouldAdvanceTime: true })
    render(<Carousel label="The bar" slides={slides} />)
    await act(() => vi.advanceTimersByTimeAsync(carouselInterval + 100))
    await waitFor(() => expect(current()).toBe('Show slide 2 of 3'))
    expect(region().querySelector('.swiper')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(carouselInterval + 100))
    await waitFor(() => expect(current()).toBe('Show slide 3 of 3'))
    await swiperReady()
    await act(() => vi.advanceTimersByTimeAsync(carouselInterval + 100))
    await waitFor(() => expect(current()).toBe('Show slide 1 of 3'))
  })

  it('before Swiper, a scroll of the row by the visitor moves the current dot', async () => {
    stubReducedMotion(true)
    render(<Carousel label="The bar" slides={slides} />)
    const row = region().querySelector<HTMLElement>('[tabindex="0"]')
    if (!row) throw new Error('no scrolling row')
    Object.defineProperty(row, 'clientWidth', { value: 400 })
    Object.defineProperty(row, 'scrollLeft', { value: 800 })
    // jsdom lays nothing out and cannot scroll: the row scrolling to the dot's slide is not tested here
    Object.defineProperty(row, 'scrollTo', { value: () => {} })
    fireEvent.scroll(row)
    await waitFor(() => expect(current()).toBe('Show slide 3 of 3'))
    expect(region().querySelector('.swiper')).toBeNull()
  })

  it('pauses while hovered, while focus is inside, and from the pause button', async () => {
    await renderWithClock({ reducedMotion: false })

    fireEvent.mouseEnter(region())
    expect(region().dataset['autoplay']).toBe('off')
    await act(() => vi.advanceTimersByTimeAsync(carouselInterval * 2))
    expect(current()).toBe('Show slide 1 of 3')
    fireEvent.mouseLeave(region())
    expect(region().dataset['autoplay']).toBe('on')

    act(() => dots()[1]?.focus())
    expect(region().dataset['autoplay']).toBe('off')
    act(() => dots()[1]?.blur())
    expect(region().dataset['autoplay']).toBe('on')

    const pause = screen.getByRole('button', { name: 'Pause the slideshow' })
    fireEvent.click(pause)
    expect(pause.getAttribute('aria-pressed')).toBe('true')
    await act(() => vi.advanceTimersByTimeAsync(carouselInterval * 2))
    expect(current()).toBe('Show slide 1 of 3')
    fireEvent.click(pause)
    await act(() => vi.advanceTimersByTimeAsync(carouselInterval + 100))
    await waitFor(() => expect(current()).toBe('Show slide 2 of 3'))
  })

  it('never autoplays when the visitor prefers reduced motion, but the dots still work', async () => {
    await renderWithClock({ reducedMotion: true })
    expect(region().dataset['autoplay']).toBe('off')
    expect(screen.queryByRole('button', { name: 'Pause the slideshow' })).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(carouselInterval * 3))
    expect(current()).toBe('Show slide 1 of 3')
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2 of 3' }))
    await waitFor(() => expect(current()).toBe('Show slide 2 of 3'))
  })
})
