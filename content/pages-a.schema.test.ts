// Length: one subject, the content schema of the spec's pages A, checked entry by entry.
import { describe, expect, it } from 'vitest'
import { bookingUrl } from './booking.ts'
import { dining } from './pages/dining.ts'
import { conference, corporate, wedding } from './pages/events.ts'
import { experienceListing, experiences } from './experiences.ts'
import { diningFaq } from './faqs/dining.ts'
import { experiencesFaq } from './faqs/experiences.ts'
import { spaFaq } from './faqs/spa.ts'
import { sitePaths } from './families.build-time.ts'
import { isIsoDate } from './calendar.ts'
import { isMediaKey } from './media/index.ts'
import { listingCards, offerListings, offers } from './offers.ts'
import { packageBookingTarget, packageListing, packages } from './packages.ts'
import { site } from './site.ts'
import { spa } from './pages/spa.ts'

/**
 * A strict schema for the content of pages A, checked at test time: unknown keys fail, SEO
 * lengths are limited, and every path, picture key, listing and date is checked to
 * resolve. The TypeScript types catch most of this at compile time; this catches what a type
 * cannot (lengths, real dates, references that are plain strings, extra keys on a literal).
 */
type Schema =
  | 'text'
  | 'number'
  | 'isoDate'
  | 'validity'
  | 'path'
  | 'media'
  | 'boolean'
  | 'listing'
  | { readonly title: true }
  | { readonly description: true }
  | { readonly array: Schema; readonly min?: number }
  | { readonly object: Readonly<Record<string, Schema>>; readonly optional?: readonly string[] }

const routePaths = new Set<string>(sitePaths)
const brandSuffix = ` | ${site.name}`

function check(value: unknown, schema: Schema, at: string, errors: string[]): void {
  const fail = (why: string): void => {
    errors.push(`${at}: ${why}`)
  }
  if (schema === 'text') {
    if (typeof value !== 'string' || value.trim() === '') fail('expected non-empty text')
    else if (/lorem|ipsum|TODO|TBD|\{brand\}/i.test(value)) fail(`placeholder text "${value}"`)
    return
  }
  if (schema === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
      fail('expected a positive number')
    return
  }
  if (schema === 'isoDate') {
    const ok =
      typeof value === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(value) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
    if (!ok) fail(`not a real ISO date: ${String(value)}`)
    return
  }
  if (schema === 'validity') {
    const problem = validityProblem(value)
    if (problem !== undefined) fail(problem)
    return
  }
  if (schema === 'path') {
    if (typeof value !== 'string' || !routePaths.has(value))
      fail(`link to no route: ${String(value)}`)
    return
  }
  if (schema === 'media') {
    if (typeof value !== 'string' || !isMediaKey(value))
      fail(`image key not in catalogue: ${String(value)}`)
    return
  }
  if (schema === 'boolean') {
    if (typeof value !== 'boolean') fail('expected true or false')
    return
  }
  if (schema === 'listing') {
    if (typeof value !== 'string' || !Object.hasOwn(offerListings, value))
      fail(`no offers listing ${String(value)}`)
    return
  }
  if ('title' in schema) {
    if (typeof value !== 'string') return fail('expected a title')
    if (value.length + brandSuffix.length > 60)
      fail(`title over 60 characters with brand: "${value}"`)
    return
  }
  if ('description' in schema) {
    if (typeof value !== 'string') return fail('expected a description')
    if (value.length < 70 || value.length > 160)
      fail(`description of ${value.length} characters (70-160)`)
    return
  }
  if ('array' in schema) {
    if (!Array.isArray(value)) return fail('expected a list')
    if (value.length < (schema.min ?? 0)) fail(`expected at least ${schema.min} items`)
    value.forEach((item, i) => check(item, schema.array, `${at}[${i}]`, errors))
    return
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail('expected an object')
  const record = value as Record<string, unknown>
  for (const key of Object.keys(record)) {
    if (!(key in schema.object)) fail(`unknown key "${key}"`)
  }
  for (const [key, sub] of Object.entries(schema.object)) {
    if (record[key] === undefined) {
      if (!schema.optional?.includes(key)) fail(`missing "${key}"`)
    } else check(record[key], sub, `${at}.${key}`, errors)
  }
}

const seo: Schema = { object: { title: { title: true }, description: { description: true } } }
const texts: Schema = { array: 'text', min: 1 }
const link: Schema = { object: { label: 'text', to: 'path' } }
const monthDay = (v: unknown): v is string =>
  typeof v === 'string' && /^\d{2}-\d{2}$/.test(v) && v !== '02-29' && isIsoDate(`2027-${v}`)
const yearlyRange = (v: unknown): boolean =>
  typeof v === 'object' &&
  v !== null &&
  Object.keys(v).sort().join() === 'from,until' &&
  monthDay((v as { from: unknown }).from) &&
  monthDay((v as { until: unknown }).until)

/** A validity: a yearly season (or all year) or a fixed window, with yearly blackouts. */
function validityProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'expected a validity'
  const { season, window, blackouts, ...rest } = value as Record<string, unknown>
  if (Object.keys(rest).length > 0) return `unknown keys ${Object.keys(rest).join(', ')}`
  if ((season === undefined) === (window === undefined)) return 'expected a season or a window'
  if (season !== undefined && season !== 'all year' && !yearlyRange(season))
    return `season is not MM-DD to MM-DD: ${JSON.stringify(season)}`
  if (window !== undefined) {
    const w = window as { from?: unknown; until?: unknown }
    if (
      typeof w.from !== 'string' ||
      typeof w.until !== 'string' ||
      !isIsoDate(w.from) ||
      !isIsoDate(w.until) ||
      w.from > w.until
    )
      return `window is not two ordered dates: ${JSON.stringify(window)}`
  }
  if (blackouts !== undefined && !(Array.isArray(blackouts) && blackouts.every(yearlyRange)))
    return `blackouts are not MM-DD ranges: ${JSON.stringify(blackouts)}`
  return undefined
}
const faq: Schema = { array: { object: { question: 'text', answer: 'text' } } }

const offerSchema: Schema = {
  object: {
    id: 'text',
    path: 'path',
    name: 'text',
    headline: 'text',
    summary: 'text',
    seo,
    image: 'media',
    intro: texts,
    discountTable: {
      array: {
        object: {
          advance: 'text',
          minDaysAhead: 'number',
          maxDaysAhead: 'number',
          percent: 'number',
        },
        optional: ['maxDaysAhead'],
      },
      min: 1,
    },
    minNights: 'number',
    inclusions: { array: 'text' },
    terms: texts,
    listedOn: { array: 'listing' },
    cardTitles: {
      object: { offers: 'text', specialOffers: 'text' },
      optional: ['offers', 'specialOffers'],
    },
    validity: 'validity',
  },
  optional: ['discountTable', 'minNights', 'cardTitles'],
}

const packageSchema: Schema = {
  object: {
    id: 'text',
    path: 'path',
    name: 'text',
    tagline: 'text',
    cardPoints: texts,
    seo,
    gallery: { array: 'media', min: 3 },
    intro: texts,
    minNights: 'number',
    inclusions: texts,
    terms: texts,
    listed: 'boolean',
    bookingId: 'text',
    validity: 'validity',
  },
  optional: ['bookingId'],
}

const experienceSchema: Schema = {
  object: {
    id: 'text',
    path: 'path',
    name: 'text',
    summary: 'text',
    seo,
    image: 'media',
    description: texts,
    facts: { array: { object: { label: 'text', value: 'text' } }, min: 1 },
    note: texts,
  },
}

/** Any page that opens with a banner (content/pages/banner-page.ts), and its own parts. */
const bannerPage = (extra: Record<string, Schema> = {}): Schema => ({
  object: { path: 'path', title: 'text', eyebrow: 'text', seo, banner: 'media', ...extra },
})

const carousel: Schema = { array: 'media', min: 2 }

const pageSchemas: readonly [string, unknown, Schema][] = [
  ...Object.entries(offers).map(([id, o]): [string, unknown, Schema] => [
    `offers.${id}`,
    o,
    offerSchema,
  ]),
  ...Object.entries(packages).map(([id, p]): [string, unknown, Schema] => [
    `packages.${id}`,
    p,
    packageSchema,
  ]),
  ...Object.entries(experiences).map(([id, e]): [string, unknown, Schema] => [
    `experiences.${id}`,
    e,
    experienceSchema,
  ]),
  ...Object.entries(offerListings).map(([id, l]): [string, unknown, Schema] => [
    `offerListings.${id}`,
    l,
    bannerPage({ id: 'listing', intro: 'text' }),
  ]),
  ['packageListing', packageListing, bannerPage({ intro: 'text' })],
  ['experienceListing', experienceListing, bannerPage({ intro: texts, explore: link })],
  [
    'dining',
    dining,
    bannerPage({
      intro: texts,
      outlets: {
        array: {
          object: {
            id: 'text',
            name: 'text',
            eyebrow: 'text',
            description: texts,
            slides: carousel,
          },
        },
        min: 3,
      },
      alsoOffered: {
        array: { object: { title: 'text', text: 'text', link: 'path' }, optional: ['link'] },
      },
      discoverMore: link,
    }),
  ],
  [
    'spa',
    spa,
    bannerPage({
      intro: texts,
      hours: {
        object: { days: 'text', opens: 'text', closes: 'text', display: 'text', note: 'text' },
      },
      signature: {
        object: { name: 'text', duration: 'text', text: 'text', image: 'media', link: 'path' },
      },
      slides: carousel,
      discoverMore: link,
    }),
  ],
  [
    'conference',
    conference,
    bannerPage({
      intro: 'text',
      venues: {
        array: {
          object: {
            id: 'text',
            name: 'text',
            areaSqFt: 'number',
            description: 'text',
            capacities: { array: { object: { layout: 'text', guests: 'number' } }, min: 1 },
            slides: carousel,
          },
        },
        min: 2,
      },
      versatility: { object: { title: 'text', text: 'text' } },
    }),
  ],
  [
    'wedding',
    wedding,
    bannerPage({
      intro: texts,
      slides: carousel,
    }),
  ],
  [
    'corporate',
    corporate,
    bannerPage({
      intro: texts,
      highlights: { array: { object: { figure: 'text', unit: 'text', label: 'text' } }, min: 1 },
      offerings: {
        array: { object: { title: 'text', text: 'text', link: 'path', linkLabel: 'text' } },
        min: 1,
      },
    }),
  ],
  ['experiencesFaq', experiencesFaq, faq],
  ['diningFaq', diningFaq, faq],
  ['spaFaq', spaFaq, faq],
]

describe('pages A content schema', () => {
  it.each(pageSchemas)('%s matches its strict schema', (name, value, schema) => {
    const errors: string[] = []
    check(value, schema, name, errors)
    expect(errors).toEqual([])
  })

  it('the checker itself rejects unknown keys, bad lengths, dead links and unknown images', () => {
    const errors: string[] = []
    check(
      {
        ...experiences.hiking,
        colour: 'green',
        path: '/nowhere',
        image: 'experiences.missing',
        seo: { title: 'x'.repeat(55), description: 'too short' },
      },
      experienceSchema,
      'bad',
      errors,
    )
    expect(errors).toEqual([
      'bad: unknown key "colour"',
      'bad.path: link to no route: /nowhere',
      'bad.seo.title: title over 60 characters with brand: "' + 'x'.repeat(55) + '"',
      'bad.seo.description: description of 9 characters (70-160)',
      'bad.image: image key not in catalogue: experiences.missing',
    ])
  })

  it('every page path and id is used once, and every route of pages A has content', () => {
    const pages = [
      ...Object.values(offers),
      ...Object.values(packages),
      ...Object.values(experiences),
      ...Object.values(offerListings),
      packageListing,
      experienceListing,
      dining,
      spa,
      conference,
      wedding,
      corporate,
    ]
    const pagePaths = pages.map((p) => p.path)
    expect(new Set(pagePaths).size).toBe(pagePaths.length)
    const ids = [
      ...Object.values(offers),
      ...Object.values(packages),
      ...Object.values(experiences),
    ].map((p) => p.id)
    expect(new Set(ids).size).toBe(ids.length)
    // Each content record's key is its id, so lookups by id and by key agree.
    const tables: readonly Readonly<Record<string, { readonly id: string }>>[] = [
      offers,
      packages,
      experiences,
    ]
    for (const table of tables) {
      for (const [key, value] of Object.entries(table)) expect(value.id).toBe(key)
    }
    // The specification's route table for pages A, written out: each of these has its content
    // (a content entry may add a page; none of these may go).
    const specified = [
      '/package',
      '/honeymoon',
      '/romantic',
      '/wellness',
      '/wildlife',
      '/stay_longer',
      '/offers',
      '/specialoffers',
      '/earlybird',
      '/offer1',
      '/offer2',
      '/offer3',
      '/creditluxury',
      '/staymore',
      '/experience',
      '/trekking',
      '/naturewalk',
      '/cycling',
      '/malnads-culinary-delights',
      `/${site.slug}s-signature-wellness-spa-treatment`,
      '/breakfast-at-the-arabica-coffee-plantation',
      '/romantic-dinner-at-the-valley-view-gazebo',
      '/coffee-cupping-session',
      `/bonfire-evenings-at-${site.slug}`,
      '/photos-for-memories-personal-photographer',
      '/dining',
      '/spa',
      '/conference',
      '/wedding',
      '/corporate',
    ]
    expect(pagePaths).toEqual(expect.arrayContaining(specified))
  })

  it('listings point at real content and carry the spec’s cards', () => {
    const listed = Object.values(packages).filter((p) => p.listed)
    expect(listed.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'The Misty Embrace',
        'Wellness Serenity',
        'Wildlife Safari Expedition',
      ]),
    )
    expect(listingCards('offers').map((c) => c.offer.path)).toEqual(
      expect.arrayContaining(['/offer3', '/earlybird', '/offer1', '/offer2']),
    )
    const special = listingCards('specialOffers')
    expect(special.map((c) => [c.offer.path, c.title])).toEqual(
      expect.arrayContaining([
        ['/earlybird', 'Early Bird'],
        ['/offer1', '50% Off on additional nights!'],
      ]),
    )
    expect(experiencesFaq).toHaveLength(5)
    expect(diningFaq).toHaveLength(4)
    expect(spaFaq).toHaveLength(4)
    expect(dining.outlets.map((o) => o.id)).toEqual(['restaurant', 'bar', 'coffee-shop'])
  })

  it('keeps the spec’s figures: validity, minimum nights, capacities, hours', () => {
    // The spec's dates read as yearly seasons (DECISIONS): its last days are kept where they fit.
    expect(offers.extendedBliss.validity).toMatchObject({ season: { until: '12-22' } })
    expect(offers.weekendIndulgence.validity).toEqual({ season: { from: '07-01', until: '08-31' } })
    expect(offers.creditLuxury.validity).toMatchObject({ season: { until: '03-31' } })
    expect(offers.stayMore.validity).toMatchObject({ season: { until: '12-10' } })
    expect(offers.festive.headline).toContain('20%')
    expect(offers.earlyBird.validity).toMatchObject({ season: 'all year' })
    expect(
      offers.earlyBird.discountTable.map((t) => [
        t.minDaysAhead,
        'maxDaysAhead' in t ? t.maxDaysAhead : undefined,
        t.percent,
      ]),
    ).toEqual([
      [14, 30, 20],
      [31, undefined, 25],
    ])
    for (const id of ['romantic', 'wellness', 'wildlife', 'stayLonger'] as const) {
      expect(packages[id].validity.blackouts).toEqual([{ from: '12-23', until: '01-01' }])
      expect(packageBookingTarget(packages[id])).toEqual({
        packageId: id === 'stayLonger' ? 'stay_longer' : id,
        minNights: id === 'stayLonger' ? 3 : 2,
      })
    }
    expect(packages.stayLonger.minNights).toBe(3)
    expect(packages.honeymoon).toMatchObject({
      minNights: 3,
      validity: { window: { until: '2023-12-31' } },
    })
    const [hall, board] = conference.venues
    expect(hall).toMatchObject({ areaSqFt: 1500 })
    expect(Object.fromEntries(hall.capacities.map((c) => [c.layout, c.guests]))).toEqual({
      Theatre: 91,
      Cluster: 54,
      'Double U (outer)': 51,
      'U shape': 36,
    })
    expect(board).toMatchObject({ areaSqFt: 350, capacities: [{ guests: 10 }] })
    expect(spa.hours).toMatchObject({ opens: '09:00', closes: '17:00' })
  })

  it('builds booking links per package target and falls back to the default', () => {
    const base = 'https://book.example.com/trillium'
    expect(bookingUrl(base)).toBe('https://book.example.com/trillium')
    expect(bookingUrl(base, packageBookingTarget(packages.honeymoon))).toBe(
      'https://book.example.com/trillium',
    )
    expect(bookingUrl(base, packageBookingTarget(packages.romantic))).toBe(
      'https://book.example.com/trillium?package=romantic&nights=2',
    )
    expect(bookingUrl(base, packageBookingTarget(packages.stayLonger))).toBe(
      'https://book.example.com/trillium?package=stay_longer&nights=3',
    )
  })
})
