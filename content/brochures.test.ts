import { describe, expect, it } from 'vitest'
import { sitePaths } from './families.build-time.ts'
import { documents, enchantingBrochure, tariffDocument, trilliumBrochure } from './brochures.ts'
import { brochurePages, pageMediaKey } from './documents.ts'
import { landing } from './pages/landing.ts'
import { tariff } from './pages/tariff.build-time.ts'
import { isMediaKey, media } from './media/index.ts'
import { scenes } from './media/types.ts'
import { paths } from './routes.ts'
import { site } from './site.ts'
import { suites } from './suites.ts'
import { seoSpec, shapeProblems, type ShapeSpec } from './strict-shape.ts'

const route: ShapeSpec = (v) =>
  (sitePaths as unknown[]).includes(v) ? undefined : `no route ${String(v)}`
const https: ShapeSpec = (v) =>
  typeof v === 'string' && v.startsWith('https://') ? undefined : 'https URL'

const pageSpec: ShapeSpec = {
  layout: (v) => (v === 'cover' || v === 'text' || v === 'back' ? undefined : 'layout'),
  scene: (v) => ((scenes as readonly unknown[]).includes(v) ? undefined : 'scene'),
  eyebrow: 'string',
  title: 'string',
  paragraphs: [(v) => (typeof v === 'string' && v.trim() !== '' ? undefined : 'paragraph')],
  'points?': ['string'],
}

describe('documents', () => {
  it('have as many pages as their index tells the brochure pages (content/documents.ts)', () => {
    for (const doc of documents) expect(doc.pages).toHaveLength(doc.pageCount)
  })

  it('have the page counts of the specification: 15 and 18 brochure pages', () => {
    expect(trilliumBrochure.pages).toHaveLength(15)
    expect(enchantingBrochure.pages).toHaveLength(18)
    expect(tariffDocument.pages.length).toBeGreaterThan(1)
  })

  it('have fixed, distinct PDF file names', () => {
    expect(documents.map((d) => d.fileName)).toEqual([
      'trillium-brochure.pdf',
      'enchanting-chikmagalur-brochure.pdf',
      'trillium-tariff.pdf',
    ])
  })

  it.each(documents.map((d) => [d.id, d] as const))(
    '%s: every page has the expected shape and a page image',
    (_, doc) => {
      expect(
        shapeProblems(doc, {
          id: 'string',
          title: 'string',
          fileName: 'string',
          mediaPrefix: 'string',
          path: route,
          pageCount: 'number',
          pages: [pageSpec],
        }),
      ).toEqual([])
      expect(doc.pages[0]?.layout).toBe('cover')
      expect(doc.pages.at(-1)?.layout).toBe('back')
      doc.pages.forEach((page, i) => {
        const key = pageMediaKey(doc, i)
        expect(isMediaKey(key), key).toBe(true)
        if (!isMediaKey(key)) return
        const entry = media[key]
        expect(entry).toMatchObject({ scene: 'document', page: i + 1, caption: page.title })
        expect(entry.alt).toContain(page.title)
      })
      // No stray page image beyond the document's last page.
      expect(isMediaKey(pageMediaKey(doc, doc.pages.length))).toBe(false)
    },
  )

  it('give the brochure pages their own SEO copy', () => {
    for (const page of Object.values(brochurePages)) {
      expect(shapeProblems(page.seo, seoSpec(site.name))).toEqual([])
    }
  })
})

describe('landing and tariff', () => {
  it('landing has the buttons, social links and badge of the specification', () => {
    expect(shapeProblems(landing.seo, seoSpec(site.name))).toEqual([])
    expect(landing.tagline).toBe('5400 feet high')
    expect(landing.buttons.map((b) => b.label)).toEqual([
      'E Brochure',
      'Website',
      'Tariff',
      'Gallery',
    ])
    for (const button of landing.buttons) {
      if ('to' in button) expect(shapeProblems(button.to, route)).toEqual([])
      else expect(shapeProblems(button.href, https)).toEqual([])
    }
    expect(landing.buttons[0]).toMatchObject({ to: paths.landingBrochure })
    expect(landing.buttons[2]).toMatchObject({ to: paths.landingTariff })
    expect(landing.buttons[3]).toMatchObject({ href: site.social.gallery, external: true })
    expect(landing.social.map((s) => s.icon)).toEqual([
      'facebook',
      'instagram',
      'maps',
      'reviews',
      'youtube',
      'whatsapp',
      'linkedin',
    ])
    for (const s of landing.social) expect(shapeProblems(s.href, https)).toEqual([])
    expect(landing.badge).toMatchObject({ reviewCount: 1318, rank: 1, rankOf: 81 })
    expect(isMediaKey(landing.media)).toBe(true)
  })

  it('tariff lists suite categories, sizes, occupancy, inclusions and policies, and no price', () => {
    expect(shapeProblems(tariff.seo, seoSpec(site.name))).toEqual([])
    // Every suite, largest first: the specification's five, and any suite added since.
    const rows = tariff.categories.map((c) => [c.name, c.sizeSqFt] as const)
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Family Suite', 2200],
        ['Mountain Suite', 1400],
        ['Coffee Suite', 1200],
        ['Garden Suite', 1100],
        ['Oak Suite', 900],
      ]),
    )
    expect(rows).toHaveLength(suites.length)
    const sizes = rows.map(([, size]) => size)
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a))
    for (const c of tariff.categories) {
      expect(c.occupancy.length).toBeGreaterThan(0)
      expect(shapeProblems(c.link, route)).toEqual([])
    }
    const everything = JSON.stringify([tariff, tariffDocument])
    expect(everything).not.toMatch(/₹|Rs\.?\s?\d|INR|\d+\s*\/\s*night|per night/i)
    expect(tariff.policies.join(' ')).toContain('14 days or fewer')
  })
})
