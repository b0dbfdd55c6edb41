import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { promoModalMachine } from '../../../machines/promo-modal/promo-modal.machine.ts'
import {
  freshPromoInput,
  promoModalProof,
  promoNow,
} from '../../../machines/promo-modal/promo-modal.paths.ts'
import { MemoryStorage } from '../../../machines/promo-modal/promo-modal.storage.ts'
import { flushPromises, pathsOf, replayOnView } from '../../../machines/testing/paths.ts'
import { PromoModal } from './promo-modal.tsx'

const paths = pathsOf(promoModalMachine, promoModalProof)
const initialWidth = window.innerWidth
afterEach(() => {
  window.innerWidth = initialWidth
})

const dialog = () => screen.queryByRole('dialog', { name: 'Special offers' })

describe('promo modal: the promo-modal machine paths replayed on the view', () => {
  it.each(
    paths.map(
      (p) =>
        [
          `${JSON.stringify((p.input as { storage: MemoryStorage }).storage.entries())}: ${p.description}`,
          p,
        ] as const,
    ),
  )('%s', async (_, path) => {
    const { storage, now } = freshPromoInput(path.input)
    await replayOnView(path, {
      events: {
        // the view measures the viewport and reports the visit when it mounts
        VISIT: async (event) => {
          window.innerWidth = (event as unknown as { viewportWidth: number }).viewportWidth
          await act(async () => {
            render(<PromoModal storage={storage} now={now} />)
            await flushPromises()
          })
        },
        // the first scroll of the page
        ENGAGE: async () => {
          await act(async () => {
            fireEvent.scroll(window)
            await flushPromises()
          })
        },
        CLOSE: () => void fireEvent.click(screen.getByRole('button', { name: 'Close' })),
        ESCAPE: () => void fireEvent.keyDown(document, { key: 'Escape' }),
        IMAGE_CLICK: () => {
          const link = screen.getByRole('link', { name: "See this season's special offers" })
          expect(link.getAttribute('href')).toBe('/specialoffers')
          // jsdom does not navigate; keep it from trying
          link.addEventListener('click', (e) => e.preventDefault(), { once: true })
          fireEvent.click(link)
        },
      },
      check: (snapshot) => {
        expect(dialog() !== null).toBe(snapshot.matches('open'))
      },
    })
  })

  it('a click inside the content does not close it, and the overlay does', async () => {
    const storage = new MemoryStorage()
    window.innerWidth = 390
    await act(async () => {
      render(<PromoModal storage={storage} now={() => promoNow} />)
      await flushPromises()
    })
    expect(dialog()).toBeNull()
    await act(async () => {
      fireEvent.scroll(window)
      await flushPromises()
    })
    fireEvent.click(screen.getByText('Special offers'))
    fireEvent.click(screen.getByText(/save up to 25% on your suite/))
    fireEvent.click(screen.getByRole('heading', { name: 'Early Bird' }))
    expect(dialog()).not.toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
    fireEvent.click(screen.getByRole('button', { name: 'Close offer' }))
    expect(dialog()).toBeNull()
  })

  it('names the offer it promotes and leads to it from a button that closes it', async () => {
    window.innerWidth = 390
    await act(async () => {
      render(<PromoModal storage={new MemoryStorage()} now={() => promoNow} />)
      await flushPromises()
    })
    await act(async () => {
      fireEvent.scroll(window)
      await flushPromises()
    })
    const open = dialog()
    expect(open).not.toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Early Bird' })).toBeTruthy()
    expect(open?.getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText('Up to 25% off when you book ahead')).toBeTruthy()
    // the picture still leads to the special offers; the button to the offer itself
    expect(
      screen.getByRole('link', { name: "See this season's special offers" }).getAttribute('href'),
    ).toBe('/specialoffers')
    const action = screen.getByRole('link', { name: 'See the Early Bird offer' })
    expect(action.getAttribute('href')).toBe('/earlybird')
    action.addEventListener('click', (e) => e.preventDefault(), { once: true })
    fireEvent.click(action)
    expect(dialog()).toBeNull()
  })
})
