import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OffersWidgetInput } from '../../../machines/offers-widget/offers-widget.machine.ts'
import { tablePaths } from '../../../machines/testing/oracle.ts'
import { payloadOf, replayOnTableView } from '../../../machines/testing/oracle-view.ts'
import { buildPromos } from '../../../content/promos.ts'
import { december, offersWidgetOracle } from '../../../tests/model/oracles/offers-widget.oracle.ts'
import { expectSeen } from '../../../tests/model/seen-dom.ts'
import { fakeMatchMedia } from '../../../tests/setup/match-media.ts'
import { OffersWidget } from './offers-widget.tsx'

const initialWidth = window.innerWidth
beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  window.innerWidth = initialWidth
})

/** Lets React and the actor settle after an event, on the fake clock. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0))

async function show(input: OffersWidgetInput): Promise<void> {
  window.innerWidth = input.viewportWidth
  vi.stubGlobal(
    'matchMedia',
    fakeMatchMedia((query) => query.includes('reduce') && input.reducedMotion),
  )
  render(<OffersWidget promos={input.promos} today={input.today} />)
  await settle()
}

const buttons = {
  TOGGLE: 'Limited offers',
  NEXT: 'Next offer',
  PREV: 'Previous offer',
  PAUSE: 'Pause offers',
  PLAY: 'Play offers',
} as const

describe('offers widget: the table replayed on the view', () => {
  it.each(tablePaths(offersWidgetOracle).map((p) => [p.title, p] as const))(
    '%s',
    async (_, path) => {
      await replayOnTableView(offersWidgetOracle, path, {
        start: (scenario) => show(scenario.input as OffersWidgetInput),
        perform: async (event) => {
          if (event.type in buttons)
            fireEvent.click(
              screen.getByRole('button', { name: buttons[event.type as keyof typeof buttons] }),
            )
          // keyboard focus coming into the panel: a Tab from outside it (no pointer pressed)
          else if (event.type === 'FOCUS_IN') {
            fireEvent.keyDown(document.body, { key: 'Tab' })
            const first = screen
              .getByRole('group', { name: 'Offers in season' })
              .querySelector<HTMLElement>('button:not(:disabled), a[href]')
            act(() => first?.focus())
          } else if (event.type === 'RESIZE') {
            window.innerWidth = payloadOf<number>(event, 'viewportWidth')
            fireEvent(window, new Event('resize'))
          } else throw new Error(`The widget cannot perform ${event.type}`)
          await settle()
        },
        wait: async (ms) => {
          await act(() => vi.advanceTimersByTimeAsync(ms))
        },
        check: (seen, where) => expectSeen(seen, where),
      })
    },
  )
})

describe('offers widget: the rotation control (ARIA APG carousel pattern)', () => {
  const wide: Omit<OffersWidgetInput, 'reducedMotion'> = {
    promos: buildPromos('https://booking.example/trillium'),
    today: december,
    viewportWidth: 1280,
  }
  const panelControls = () =>
    [
      ...screen
        .getByRole('group', { name: 'Offers in season' })
        .querySelectorAll<HTMLElement>('button, a[href]'),
    ].map((el) => el.getAttribute('aria-label'))

  it('comes first in the panel, and a press with the pointer does not stop the rotation', async () => {
    await show({ ...wide, reducedMotion: false })
    fireEvent.click(screen.getByRole('button', { name: 'Limited offers' }))
    await settle()
    expect(panelControls()[0]).toBe('Pause offers')
    const next = screen.getByRole('button', { name: 'Next offer' })
    fireEvent.pointerDown(next)
    act(() => next.focus())
    fireEvent.click(next)
    await settle()
    expect(screen.getByRole('button', { name: 'Pause offers' })).toBeTruthy()
    expect(screen.getByRole('group', { name: '2 of 3' }).textContent).toContain('Festive Offer')
  })

  it('is not offered under reduced motion: the steps come first', async () => {
    await show({ ...wide, reducedMotion: true })
    fireEvent.click(screen.getByRole('button', { name: 'Limited offers' }))
    await settle()
    expect(panelControls()[0]).toBe('Previous offer')
    expect(screen.queryByRole('button', { name: /^(Play|Pause) offers$/ })).toBeNull()
  })
})

describe('offers widget links', () => {
  it('books the promo on the booking engine and opens its offer page; calls and chats from the tab', async () => {
    await show({
      promos: buildPromos('https://booking.example/trillium'),
      today: december,
      reducedMotion: true,
      viewportWidth: 1280,
    })
    fireEvent.click(screen.getByRole('button', { name: 'Limited offers' }))
    await settle()
    const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href')
    expect(link('Book Now: Misty Day More')).toBe('https://booking.example/trillium')
    expect(link('View offer: Misty Day More')).toBe('/offer1')
    expect(link('Call us toll-free')).toMatch(/^tel:\+?\d+$/)
    expect(link('Chat on WhatsApp (opens in a new tab)')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
    const tab = screen.getByRole('button', { name: 'Limited offers' })
    expect(document.getElementById(tab.getAttribute('aria-controls') ?? '')).not.toBeNull()
  })
})
