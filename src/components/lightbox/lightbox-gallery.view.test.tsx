import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { media } from '../../../content/media/index.ts'
import {
  lightboxMachine,
  type LightboxSnapshot,
} from '../../../machines/lightbox/lightbox.machine.ts'
import { lightboxProof } from '../../../machines/lightbox/lightbox.paths.ts'
import { flushPromises, pathsOf, replayOnView } from '../../../machines/testing/paths.ts'
import { LightboxGallery } from './lightbox-gallery.tsx'

// The proof's gallery has three pictures.
const images = ['suites.family.grid1', 'suites.family.grid2', 'suites.family.grid3'] as const
const paths = pathsOf(lightboxMachine, lightboxProof)

const dialog = () => screen.queryByRole('dialog')
const thumbnails = () => screen.getAllByRole('button', { name: /^View larger/ })

describe('lightbox gallery: the lightbox machine paths replayed on the view', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    render(<LightboxGallery images={images} label="Family Suite" />)
    let opener = -1
    let steps = 0
    // each NEXT/PREV uses a different way in: button, arrow key, swipe
    const page = (direction: 'next' | 'prev') => {
      const box = dialog()!
      const way = steps++ % 3
      if (way === 0)
        fireEvent.click(
          within(box).getByRole('button', {
            name: direction === 'next' ? 'Next picture' : 'Previous picture',
          }),
        )
      else if (way === 1)
        fireEvent.keyDown(box, { key: direction === 'next' ? 'ArrowRight' : 'ArrowLeft' })
      else {
        fireEvent.pointerDown(box, { clientX: 200 })
        fireEvent.pointerUp(box, { clientX: direction === 'next' ? 120 : 280 })
      }
    }
    await replayOnView(path, {
      events: {
        OPEN: async (event) => {
          const { index } = event as unknown as { index: number }
          // an index outside the gallery has no thumbnail: a visitor cannot ask for it
          const thumb = thumbnails()[index]
          if (!thumb) return
          if (!dialog()) opener = index
          await act(async () => {
            fireEvent.click(thumb)
            await flushPromises()
          })
        },
        NEXT: () =>
          act(() => {
            page('next')
          }),
        PREV: () =>
          act(() => {
            page('prev')
          }),
        CLOSE: () =>
          act(async () => {
            fireEvent.click(within(dialog()!).getByRole('button', { name: 'Close' }))
            await flushPromises()
          }),
        ESCAPE: () =>
          act(async () => {
            fireEvent.keyDown(dialog()!, { key: 'Escape' })
            await flushPromises()
          }),
      },
      check: (snapshot) => {
        const s = snapshot as LightboxSnapshot
        if (!s.matches('open')) {
          expect(dialog()).toBeNull()
          if (opener >= 0) expect(document.activeElement).toBe(thumbnails()[opener])
          return
        }
        const box = dialog()!
        const key = images[s.context.index]!
        expect(box.getAttribute('aria-label')).toBe(
          `Family Suite: picture ${s.context.index + 1} of 3`,
        )
        expect(within(box).getByRole('img').getAttribute('alt')).toBe(media[key].alt)
        expect(box.textContent).toContain(`${s.context.index + 1} / 3`)
        expect(document.activeElement).toBe(within(box).getByRole('button', { name: 'Close' }))
      },
    })
  })

  it('a short drag is not a swipe', () => {
    render(<LightboxGallery images={images} label="Family Suite" />)
    fireEvent.click(thumbnails()[1]!)
    fireEvent.pointerDown(dialog()!, { clientX: 200 })
    fireEvent.pointerUp(dialog()!, { clientX: 180 })
    expect(dialog()!.getAttribute('aria-label')).toBe('Family Suite: picture 2 of 3')
  })
})
