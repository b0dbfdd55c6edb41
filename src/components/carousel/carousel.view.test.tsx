import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { Swiper } from 'swiper'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { formatEvent, tablePaths, type TableRow } from '../../../machines/testing/oracle.ts'
import { payloadOf, replayOnTableView } from '../../../machines/testing/oracle-view.ts'
import { coveringPaths } from '../../../tests/model/covering-paths.ts'
import { carouselOracle, slideCount } from '../../../tests/model/oracles/carousel.oracle.ts'
import { expectSeen } from '../../../tests/model/seen-dom.ts'
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
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const review = {
  key: 'review',
  content: (
    <p>
      A quiet stay. <a href="/reviews">Read more reviews</a>
    </p>
  ),
}

const region = () => screen.getByRole('region', { name: 'The bar' })
const dot = (i: number) =>
  screen.getByRole('button', { name: new RegExp(`^Show slide ${i + 1} of`) })

/**
 * Lets the actor and React settle, and ends Swiper's slide transition as a browser would once
 * its 0.7 s have passed (jsdom runs no CSS transitions, so Swiper would wait for ever).
 */
async function settle(): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(0))
  const wrapper = region().querySelector('.swiper-wrapper')
  if (wrapper) act(() => void wrapper.dispatchEvent(new Event('transitionend')))
}

/**
 * Reaches for the carousel (a pointer over it: Swiper loads only when the visitor does) and
 * waits for Swiper's lazy chunk: the first test imports it, slowly on a busy machine.
 */
async function swiperLoaded(): Promise<void> {
  fireEvent.pointerOver(region())
  await waitFor(
    () => {
      if (!region().querySelector('.swiper-initialized')) throw new Error('Swiper loads')
    },
    { timeout: 15_000 },
  )
}

const indexOf = (state: string) => Number(/\d+/.exec(state)?.[0])

/**
 * The kinds of row the view must show right: every event from every pointer and focus state,
 * but a dot or a swipe by the show's state and direction alone, and the autoplay's wrap apart.
 */
function kindOf(row: TableRow): string {
  const from = row.from.replace(/ \d+/, '')
  const { event } = row
  if (event.type === 'GO_TO' || event.type === 'SWIPED') {
    const step = (payloadOf<number>(event, 'index') - indexOf(row.from) + slideCount) % slideCount
    return `${from.split(' (')[0]} ${event.type} ${step === 1 ? 'forward' : 'back'}`
  }
  const wraps = event.type === '$after' && indexOf(row.from) === slideCount - 1
  return `${from} ${formatEvent(event)}${wraps ? ' (wraps)' : ''}`
}

describe('carousel: the table replayed on the view, Swiper running in jsdom', () => {
  const paths = coveringPaths(tablePaths(carouselOracle), kindOf)
  it.each(paths.map((p) => [p.title, p] as const))('%s', async (_, path) => {
    const motion = switchableReducedMotion(true)
    await replayOnTableView(carouselOracle, path, {
      start: async (scenario) => {
        // the scenarios start still: the visitor prefers reduced motion until MOTION says not
        vi.stubGlobal('matchMedia', motion.matchMedia)
        const { count } = scenario.input as { count: number }
        // three pictures; or one slide of content with a link in it (focus has somewhere to go)
        render(<CarouselRegion label="The bar" slides={count > 1 ? pictures : [review]} />)
        if (count > 1) await swiperLoaded()
        vi.useFakeTimers()
        await settle()
      },
      perform: async (event) => {
        const type = event.type
        if (type === 'MOTION') act(() => motion.set(payloadOf<boolean>(event, 'reduced')))
        else if (type === 'GO_TO') fireEvent.click(dot(payloadOf<number>(event, 'index')))
        else if (type === 'SWIPED') {
          // as Swiper ends a swipe: it reports the release, then moves one slide on or back
          // (each other slide of three is one step away)
          const swiper = (region().querySelector('.swiper') as HTMLElement & { swiper: Swiper })
            .swiper
          const forward = payloadOf<number>(event, 'index') === (swiper.realIndex + 1) % 3
          act(() => {
            swiper.emit('touchEnd')
            if (forward) swiper.slideNext()
            else swiper.slidePrev()
          })
        } else if (type === 'POINTER_ENTER') fireEvent.mouseEnter(region())
        else if (type === 'POINTER_LEAVE') fireEvent.mouseLeave(region())
        else if (type === 'FOCUS_IN')
          act(() => region().querySelector<HTMLElement>('button, a[href]')?.focus())
        else if (type === 'FOCUS_OUT') act(() => (document.activeElement as HTMLElement).blur())
        else if (type === 'PAUSE' || type === 'PLAY')
          fireEvent.click(screen.getByRole('button', { name: /the slideshow$/ }))
        else throw new Error(`The carousel cannot perform ${type}`)
        await settle()
      },
      wait: async (ms) => {
        await act(() => vi.advanceTimersByTimeAsync(ms))
        await settle()
      },
      check: (seen, where) => expectSeen(seen, where, region()),
    })
  })
})

describe('carousel: Swiper follows the machine', () => {
  it('catches up with a slide chosen while Swiper was still moving to the last one', async () => {
    vi.stubGlobal('matchMedia', switchableReducedMotion(false).matchMedia)
    render(<CarouselRegion label="The bar" slides={pictures} />)
    await swiperLoaded()
    const active = () => region().querySelector('.swiper-slide-active')?.getAttribute('aria-label')
    // jsdom ends no CSS transition by itself: the first move is still under way
    fireEvent.click(dot(1))
    await waitFor(() => expect(active()).toBe('2 of 3'))
    fireEvent.click(dot(2))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(active()).toBe('2 of 3')
    act(
      () =>
        void region().querySelector('.swiper-wrapper')?.dispatchEvent(new Event('transitionend')),
    )
    await waitFor(() => expect(active()).toBe('3 of 3'))
  })
})

describe('carousel: the rotation control (ARIA APG carousel pattern)', () => {
  const focusables = () =>
    [...region().querySelectorAll<HTMLElement>('button, a[href], [tabindex="0"]')].map(
      (el) => el.getAttribute('aria-label') ?? el.textContent,
    )

  it('is the first stop of the keyboard in a carousel that plays, named for what it will do', async () => {
    const motion = switchableReducedMotion(false)
    vi.stubGlobal('matchMedia', motion.matchMedia)
    render(<CarouselRegion label="The bar" slides={pictures} />)
    await waitFor(() => expect(focusables()[0]).toBe('Pause the slideshow'))
    expect(focusables().slice(1)).toEqual([
      'Show slide 1 of 3',
      'Show slide 2 of 3',
      'Show slide 3 of 3',
      'Slides of The bar, scroll sideways',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }))
    expect(focusables()[0]).toBe('Play the slideshow')
    // the name says it all: no pressed state that would say it twice
    expect(
      screen.getByRole('button', { name: 'Play the slideshow' }).hasAttribute('aria-pressed'),
    ).toBe(false)
  })

  it('is absent while nothing can move: the dots come first', () => {
    vi.stubGlobal('matchMedia', switchableReducedMotion(true).matchMedia)
    render(<CarouselRegion label="The bar" slides={pictures} />)
    expect(focusables()[0]).toBe('Show slide 1 of 3')
  })

  it('stops for focus that the keyboard brings, not for a dot pressed with the pointer', async () => {
    vi.stubGlobal('matchMedia', switchableReducedMotion(false).matchMedia)
    render(<CarouselRegion label="The bar" slides={pictures} />)
    const autoplay = () => region().dataset['autoplay']
    await waitFor(() => expect(autoplay()).toBe('on'))
    const second = dot(1)
    fireEvent.pointerDown(second)
    act(() => second.focus())
    fireEvent.click(second)
    act(() => second.blur())
    expect(autoplay()).toBe('on')
    fireEvent.keyDown(document.body, { key: 'Tab' })
    act(() => dot(2).focus())
    expect(autoplay()).toBe('off')
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeTruthy()
  })
})
