import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { PhotoManifest } from '../../../content/media/photo-variants.ts'
import type * as Photos from '../../../content/media/photos.ts'
import { Picture } from './picture.tsx'

// A build with one photograph (2560x1600, its subject right of centre) for the home hero and a
// suite card; every other key keeps its artwork.
vi.mock('../../../content/media/photos.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Photos>()
  const manifest: PhotoManifest = {
    sources: { estate: { id: 'estate', sha: '0123456789abcdef', width: 2560, height: 1600 } },
    keys: {
      'home.video-poster': { source: 'estate', focus: [0.7, 0.5] },
      'suites.oak.lead': { source: 'estate', focus: [0.5, 0.5], alt: 'The Oak Suite at dawn' },
    },
  }
  return {
    ...original,
    photoManifest: manifest,
    photoFor: (key: string) => {
      const photo = manifest.keys[key]
      const source = photo ? manifest.sources[photo.source] : undefined
      return photo && source ? { photo, source } : undefined
    },
  }
})

const widthsOf = (srcset: string | null) =>
  (srcset ?? '').split(', ').map((c) => Number(/ (\d+)w$/.exec(c)?.[1]))

describe('Picture with a photograph', () => {
  it('offers AVIF and WebP per breakpoint and a JPEG img, all with srcset, sizes and a size', () => {
    const { container } = render(<Picture media="home.video-poster" slot="hero" priority />)
    const sources = [...container.querySelectorAll('picture > source')]
    expect(
      sources.map((s) => `${s.getAttribute('media') ?? 'default'} ${s.getAttribute('type')}`),
    ).toEqual([
      '(max-width: 767px) image/avif',
      '(max-width: 767px) image/webp',
      '(max-width: 767px) image/jpeg',
      'default image/avif',
      'default image/webp',
    ])
    for (const source of sources) {
      expect(source.getAttribute('sizes')).toBe('100vw')
      expect(widthsOf(source.getAttribute('srcset')).length).toBeGreaterThan(2)
    }
    // Phones get a 4:5 crop, laptops 16:9 (design notes), each at most as wide as the photograph.
    const phone = sources[0]
    const ratio = (el: Element | undefined) =>
      Number(el?.getAttribute('width')) / Number(el?.getAttribute('height'))
    expect(ratio(phone)).toBeCloseTo(4 / 5, 2)
    const img = container.querySelector('picture > img')
    expect(ratio(img ?? undefined)).toBeCloseTo(16 / 9, 2)
    // The laptop crop's sources are the <img>'s box, so they leave their size to it.
    expect(
      sources.slice(3).map((s) => s.hasAttribute('width') || s.hasAttribute('height')),
    ).toEqual([false, false])
    expect(Math.max(...widthsOf(img?.getAttribute('srcset') ?? null))).toBeLessThanOrEqual(2560)
    expect(img?.getAttribute('sizes')).toBe('100vw')
    expect(img?.getAttribute('src')).toMatch(/^\/media\/img\/estate-[0-9a-f]{8}-\d+\.jpg$/)
  })

  it('loads the largest paint eagerly at high priority, and the rest lazily', () => {
    const { container } = render(
      <>
        <Picture media="home.video-poster" slot="hero" priority />
        <Picture media="suites.oak.lead" slot="card" />
      </>,
    )
    const [hero, card] = [...container.querySelectorAll('img')]
    expect(hero?.getAttribute('loading')).toBe('eager')
    expect(hero?.getAttribute('fetchpriority')).toBe('high')
    expect(card?.getAttribute('loading')).toBe('lazy')
    expect(card?.getAttribute('decoding')).toBe('async')
    expect(card?.getAttribute('alt')).toBe('The Oak Suite at dawn')
    expect(Number(card?.getAttribute('width')) / Number(card?.getAttribute('height'))).toBeCloseTo(
      4 / 3,
      2,
    )
  })

  it('keeps the subject in view: object-position from the focal point, and names its placeholder', () => {
    const { container } = render(<Picture media="home.video-poster" slot="hero" />)
    const img = container.querySelector('img')
    // 70% across the photograph is right of centre in the 16:9 crop (it spans the whole width).
    expect(img?.getAttribute('data-ox')).toBe('70')
    // Centred vertically: the stylesheet's default, so no attribute.
    expect(img?.hasAttribute('data-oy')).toBe(false)
    // The 4:5 phone crop is centred on the subject; its height's point is the picture's.
    expect(img?.getAttribute('data-pox')).toBe('50')
    expect(img?.hasAttribute('data-poy')).toBe(false)
    // below the fold its colour; painted first, its blurred preview
    expect(img?.getAttribute('data-pc')).toBe('estate')
    expect(img?.hasAttribute('data-ph')).toBe(false)
    const first = render(<Picture media="home.video-poster" slot="hero" priority />)
    const firstImg = first.container.querySelector('img')
    expect(firstImg?.getAttribute('data-ph')).toBe('estate')
    expect(firstImg?.hasAttribute('data-pc')).toBe(false)
  })
})

describe('Picture with the artwork', () => {
  it('is one SVG with its intrinsic size and no srcset', () => {
    const { container } = render(<Picture media="home.intro" slot="split" />)
    const img = container.querySelector('img')
    expect(container.querySelector('picture')).toBeNull()
    expect(img?.getAttribute('src')).toBe('/media/home.intro.svg')
    expect(img?.hasAttribute('srcset')).toBe(false)
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['1200', '900'])
  })
})
