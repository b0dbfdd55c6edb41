import { act, fireEvent, render, screen } from '@testing-library/react'
import { createActor } from 'xstate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  offersWidgetMachine,
  type OffersWidgetSnapshot,
} from '../../../machines/offers-widget/offers-widget.machine.ts'
import {
  offersWidgetProof,
  samplePromos,
} from '../../../machines/offers-widget/offers-widget.paths.ts'
import {
  flushPromises,
  delayOf,
  pathsOf,
  replayOnView,
  selectCovering,
} from '../../../machines/testing/paths.ts'
import { OffersWidget } from './offers-widget.tsx'

// The machine test replays every path; on the view, a covering subset keeps the run short.
const paths = selectCovering(offersWidgetMachine, pathsOf(offersWidgetMachine, offersWidgetProof))
const initialWidth = window.innerWidth
const realMatchMedia = window.matchMedia.bind(window)
beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  window.innerWidth = initialWidth
  window.matchMedia = realMatchMedia
})

const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
    await flushPromises()
  })

function checkView(s: OffersWidgetSnapshot) {
  const widget = screen.queryByRole('complementary', { name: 'Limited offers' })
  expect(widget !== null).toBe(s.matches('visible'))
  if (!widget) return
  const expanded = s.matches({ visible: 'expanded' })
  expect(screen.getByRole('button', { name: 'Limited offers' }).getAttribute('aria-expanded')).toBe(
    String(expanded),
  )
  if (!expanded) {
    expect(screen.queryByText('Book Now', { exact: false })).toBeNull()
    return
  }
  const promo = s.context.promos[s.context.index]!
  expect(widget.textContent).toContain(promo.title)
  expect(
    screen.getByLabelText(`Offer ${s.context.index + 1} of ${s.context.promos.length}`).textContent,
  ).toBe(`${s.context.index + 1}/${s.context.promos.length}`)
  expect(screen.getByRole('link', { name: `Book Now: ${promo.title}` }).getAttribute('href')).toBe(
    promo.bookingUrl,
  )
  expect(
    screen.getByRole('link', { name: `View offer: ${promo.title}` }).getAttribute('href'),
  ).toBe(promo.offerPage)
  const playing = s.matches({ visible: { expanded: 'playing' } })
  expect(
    screen.queryByRole('button', { name: playing ? 'Pause offers' : 'Play offers' }),
  ).not.toBeNull()
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next offer' }).disabled).toBe(
    !s.can({ type: 'NEXT' }),
  )
}

describe('offers widget: the offers-widget machine paths replayed on the view', () => {
  it.each(
    paths.map(
      (p) =>
        [
          `${JSON.stringify({ ...(p.input as object), promos: undefined })}: ${p.description}`,
          p,
        ] as const,
    ),
  )('%s', async (_, path) => {
    const input = path.input as {
      today: `${number}-${number}-${number}`
      reducedMotion: boolean
      viewportWidth: number
    }
    window.innerWidth = input.viewportWidth
    window.matchMedia = (query: string) => ({
      ...realMatchMedia(query),
      matches: query.includes('reduce') && input.reducedMotion,
    })
    await act(async () => {
      render(<OffersWidget promos={samplePromos} today={input.today} />)
      await flushPromises()
    })
    // the first render must already show the model's initial state
    checkView(createActor(offersWidgetMachine, { input: path.input as never }).getSnapshot())
    await replayOnView(path, {
      events: {
        TOGGLE: () => click('Limited offers'),
        NEXT: () => click('Next offer'),
        PREV: () => click('Previous offer'),
        PAUSE: () => click('Pause offers'),
        PLAY: () => click('Play offers'),
        RESIZE: async (event) => {
          window.innerWidth = (event as unknown as { viewportWidth: number }).viewportWidth
          await act(async () => {
            window.dispatchEvent(new Event('resize'))
            await flushPromises()
          })
        },
        'xstate.after': async (event) => {
          await act(() => vi.advanceTimersByTimeAsync(delayOf(event, offersWidgetProof.delays)!))
        },
      },
      check: (snapshot) => checkView(snapshot as OffersWidgetSnapshot),
    })
  })

  it('renders nothing until mounted in the browser, then shows the tab on a wide window', async () => {
    window.innerWidth = 1280
    await act(async () => {
      render(<OffersWidget promos={samplePromos} today="2026-11-21" />)
      await flushPromises()
    })
    expect(screen.getByRole('button', { name: 'Limited offers' })).not.toBeNull()
  })
})
