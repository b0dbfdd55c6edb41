import { describe, expect, it } from 'vitest'
import { sitePaths } from '../families.build-time.ts'
import { about } from './about.ts'
import { contact } from './contact.ts'
import { isMediaKey } from '../media/index.ts'
import { site } from '../site.ts'
import { seoSpec, shapeProblems, type ShapeSpec } from '../strict-shape.ts'

const media: ShapeSpec = (v) =>
  typeof v === 'string' && isMediaKey(v) ? undefined : `no media entry ${String(v)}`
const route: ShapeSpec = (v) =>
  (sitePaths as unknown[]).includes(v) ? undefined : `no route ${String(v)}`

describe('about content', () => {
  it('has exactly the expected shape, with resolving images and links', () => {
    const spec: ShapeSpec = {
      seo: seoSpec(site.name),
      banner: { media, eyebrow: 'string', title: 'string', lede: 'string' },
      story: { heading: 'string', paragraphs: ['string'] },
      petals: {
        heading: 'string',
        intro: 'string',
        items: [
          {
            tone: (v) => (v === 'blue' || v === 'green' ? undefined : 'tone'),
            name: 'string',
            text: 'string',
          },
        ],
      },
      altitude: { figure: 'string', caption: 'string', text: 'string', media },
      haven: { word: 'string', phrase: 'string', text: 'string', media },
      mission: { heading: 'string', text: 'string' },
      vision: { heading: 'string', text: 'string', points: ['string'] },
      estate: {
        heading: 'string',
        media,
        facts: [{ figure: 'string', label: 'string' }],
        text: 'string',
      },
      links: [{ label: 'string', to: route, 'hash?': 'string' }],
    }
    expect(shapeProblems(about, spec)).toEqual([])
  })

  it('tells the brand story of the specification', () => {
    expect(about.altitude).toMatchObject({ figure: '5400', caption: 'FEET ABOVE SEA LEVEL' })
    expect(about.haven).toMatchObject({ word: 'SERENE', phrase: 'ENCHANTING HAVEN' })
    const tones = about.petals.items.map((p) => `${p.tone}:${p.name}`)
    expect(tones).toEqual(['blue:Opulence', 'blue:Luxury', 'green:Comfort'])
    expect(about.mission.text).toMatch(/exclusivity, comfort and luxury/)
    expect(about.vision.points.join(' ')).toMatch(/new standards[\s\S]*cherish[\s\S]*art/)
    expect(about.banner.lede).toContain('38-acre')
  })

  it('is what the shape check rejects when a key is unknown', () => {
    expect(
      shapeProblems({ ...about, extra: 1 }, { seo: seoSpec(site.name) }).length,
    ).toBeGreaterThan(0)
  })
})

describe('contact content', () => {
  it('has exactly the expected shape', () => {
    const spec: ShapeSpec = {
      seo: seoSpec(site.name),
      banner: { media, eyebrow: 'string', title: 'string' },
      lead: 'string',
      formHeading: 'string',
      formIntro: 'string',
    }
    expect(shapeProblems(contact, spec)).toEqual([])
  })
})
