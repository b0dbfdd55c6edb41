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
          else if (event.type === 'RESIZE') {
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
