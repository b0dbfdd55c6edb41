import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { tablePaths } from '../../../machines/testing/oracle.ts'
import { payloadOf, replayOnTableView } from '../../../machines/testing/oracle-view.ts'
import {
  lightboxImages,
  lightboxLabel,
  lightboxOracle,
} from '../../../tests/model/oracles/lightbox.oracle.ts'
import { expectSeen } from '../../../tests/model/seen-dom.ts'
import type * as picture from '../picture/picture.tsx'
import { preloadPicture } from '../picture/picture.tsx'
import { LightboxGallery } from './lightbox-gallery.tsx'

// The pictures the lightbox asks the browser to fetch ahead, recorded.
vi.mock('../picture/picture.tsx', async (original) => {
  const actual = await original<typeof picture>()
  return {
    ...actual,
    preloadPicture: vi.fn((...args: Parameters<typeof actual.preloadPicture>) => {
      actual.preloadPicture(...args)
    }),
  }
})
beforeEach(() => {
  vi.mocked(preloadPicture).mockClear()
})

const dialog = () => screen.queryByRole('dialog')
const thumbnails = () => screen.getAllByRole('button', { name: /^View larger/ })
const showGallery = () => render(<LightboxGallery images={lightboxImages} label={lightboxLabel} />)

/** A swipe across the open picture: left for the next one, right for the previous one. */
const swipe = (dx: number) =>
  act(async () => {
    fireEvent.pointerDown(dialog()!, { clientX: 200 })
    fireEvent.pointerUp(dialog()!, { clientX: 200 + dx })
    await Promise.resolve()
  })

describe('lightbox gallery: the table replayed on the view', () => {
  it.each(tablePaths(lightboxOracle).map((p) => [p.title, p] as const))('%s', async (_, path) => {
    const user = userEvent.setup()
    await replayOnTableView(lightboxOracle, path, {
      start: () => void showGallery(),
      perform: async (event) => {
        if (event.type === 'OPEN')
          await user.click(thumbnails()[payloadOf<number>(event, 'index')]!)
        else if (event.type === 'NEXT' || event.type === 'PREV') {
          const next = event.type === 'NEXT'
          const via = payloadOf<string>(event, 'via')
          if (via === 'button')
            await user.click(
              screen.getByRole('button', { name: next ? 'Next picture' : 'Previous picture' }),
            )
          else if (via === 'arrow key') await user.keyboard(next ? '{ArrowRight}' : '{ArrowLeft}')
          else if (via === 'swipe') await swipe(next ? -80 : 80)
          else throw new Error(`No way to page by ${via}`)
        } else if (event.type === 'CLOSE')
          await user.click(screen.getByRole('button', { name: 'Close' }))
        else if (event.type === 'ESCAPE') await user.keyboard('{Escape}')
        else throw new Error(`The gallery cannot perform ${event.type}`)
      },
      wait: () => {
        throw new Error('The lightbox has no timers')
      },
      check: (seen, where) => expectSeen(seen, where),
    })
  })
})

describe('lightbox gallery', () => {
  it('focus goes back to the thumbnail that opened it, wherever the visitor paged to', async () => {
    showGallery()
    const user = userEvent.setup()
    await user.click(thumbnails()[2]!)
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    expect(dialog()?.getAttribute('aria-label')).toBe(`${lightboxLabel}: picture 6 of 6`)
    await user.keyboard('{Escape}')
    expect(document.activeElement).toBe(thumbnails()[2])
    await user.click(thumbnails()[4]!)
    await user.click(screen.getByRole('button', { name: 'Previous picture' }))
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(document.activeElement).toBe(thumbnails()[4])
  })

  it('keeps the keyboard inside while open: Tab and Shift+Tab wrap around its controls', async () => {
    showGallery()
    const user = userEvent.setup()
    await user.click(thumbnails()[0]!)
    const box = dialog()!
    const [previous, next, close] = within(box).getAllByRole('button')
    expect([previous, next, close].map((b) => b?.getAttribute('aria-label'))).toEqual([
      'Previous picture',
      'Next picture',
      'Close',
    ])
    expect(document.activeElement).toBe(close)
    await user.tab()
    expect(document.activeElement).toBe(previous)
    await user.tab()
    expect(document.activeElement).toBe(next)
    await user.tab()
    expect(document.activeElement).toBe(close)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(next)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(previous)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(close)
  })

  it('a click on the picture keeps the keys working: focus stays in the dialog', async () => {
    showGallery()
    const user = userEvent.setup()
    await user.click(thumbnails()[1]!)
    await user.click(within(dialog()!).getByRole('img'))
    expect(dialog()?.contains(document.activeElement)).toBe(true)
    await user.keyboard('{ArrowLeft}')
    expect(dialog()?.getAttribute('aria-label')).toBe(`${lightboxLabel}: picture 1 of 6`)
  })

  it('the grid behind is inert while it is open, and its thumbnails are not read twice', async () => {
    showGallery()
    const grid = screen.getByRole('list', { name: `${lightboxLabel} gallery` })
    expect(grid.hasAttribute('inert')).toBe(false)
    expect(within(grid).queryAllByRole('img')).toEqual([])
    await userEvent.setup().click(thumbnails()[0]!)
    expect(grid.hasAttribute('inert')).toBe(true)
  })

  it('fetches the next picture while one is open, the first after the last', async () => {
    showGallery()
    const user = userEvent.setup()
    expect(preloadPicture).not.toHaveBeenCalled()
    for (const [i, following] of [
      [0, 1],
      [3, 4],
      [5, 0],
    ] as const) {
      await user.click(thumbnails()[i]!)
      expect(preloadPicture).toHaveBeenLastCalledWith(lightboxImages[following], 'lightbox', 'low')
      await user.keyboard('{Escape}')
    }
  })

  it('a short drag is not a swipe, and other keys page nothing', async () => {
    showGallery()
    const user = userEvent.setup()
    await user.click(thumbnails()[1]!)
    await swipe(-39)
    await swipe(39)
    await user.keyboard('{ArrowUp}{ArrowDown}a')
    expect(dialog()?.getAttribute('aria-label')).toBe(`${lightboxLabel}: picture 2 of 6`)
    await swipe(-40)
    expect(dialog()?.getAttribute('aria-label')).toBe(`${lightboxLabel}: picture 3 of 6`)
    await swipe(40)
    expect(dialog()?.getAttribute('aria-label')).toBe(`${lightboxLabel}: picture 2 of 6`)
  })

  it('a gallery of one picture preloads nothing', async () => {
    render(<LightboxGallery images={['suites.oak.grid1']} label={lightboxLabel} />)
    await userEvent.setup().click(thumbnails()[0]!)
    expect(dialog()?.getAttribute('aria-label')).toBe(`${lightboxLabel}: picture 1 of 1`)
    expect(preloadPicture).not.toHaveBeenCalled()
  })
})
