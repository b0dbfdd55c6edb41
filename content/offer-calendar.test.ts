import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { offersWidgetMachine } from '../machines/offers-widget/offers-widget.machine.ts'
import { addDays, isBlackout, isBookable, toIsoDate, type IsoDate } from './calendar.ts'
import {
  bookableCards,
  bookablePackages,
  calendarChanges,
  calendarReport,
  comingCards,
  offersOnNow,
  unbookablePaths,
} from './offer-calendar.ts'
import { listingCards, offers } from './offers.ts'
import { packages } from './packages.ts'
import { buildPromos } from './promos.ts'

/**
 * The seasons as the editors chose them, stated here rather than read from the content, so the
 * walk checks the listings against an independent answer: [first, last] day as MM-DD (a range
 * across the new year wraps), `all` for all year. An offer an editor adds later is not in this
 * table (one content entry makes a page: tests/content-chain): the walk still counts it and checks
 * that none out of its own season is listed, and the table's answers hold for the offers in it.
 */
const seasons: Readonly<Record<string, 'all' | readonly [string, string]>> = {
  'Festive Offer': ['10-01', '01-15'],
  'Early Bird': 'all',
  'Extended Bliss': ['06-01', '12-22'],
  'Weekend Indulgence': ['07-01', '08-31'],
  'Credit Luxury Getaway': ['01-02', '03-31'],
  'Stay More, Save More': ['04-01', '12-10'],
}

const planned = (name: string) => seasons[name] !== undefined

function inSeason(name: string, day: IsoDate): boolean {
  const season = seasons[name]
  if (season === undefined) throw new Error(`${name} has no season in this test`)
  if (season === 'all') return true
  const [from, until] = season
  const md = day.slice(5)
  return from <= until ? md >= from && md <= until : md >= from || md <= until
}

/** What the widget would rotate on a day: the machine started as the page starts it. */
function widgetTitles(day: IsoDate): string[] {
  const actor = createActor(offersWidgetMachine, {
    input: {
      promos: buildPromos('https://booking.example/trillium'),
      today: day,
      reducedMotion: false,
      viewportWidth: 1280,
    },
  }).start()
  const { promos } = actor.getSnapshot().context
  actor.stop()
  return promos.map((promo) => promo.title)
}

/** The widget's promo titles and the offers they sell (the spec's names for the widget). */
const promoOffers: Readonly<Record<string, string>> = {
  'Misty Day More': 'Extended Bliss',
  'Festive Offer': 'Festive Offer',
  'Early Bird': 'Early Bird',
  'Credit Luxury Getaway': 'Credit Luxury Getaway',
  'Stay More, Save More': 'Stay More, Save More',
  'Weekend Indulgence': 'Weekend Indulgence',
}

function walkYear(start: IsoDate): void {
  for (let offset = 0; offset < 365; offset++) {
    const day = addDays(start, offset)
    for (const listing of ['offers', 'specialOffers'] as const) {
      const names = bookableCards(listing, day).map((card) => card.offer.name)
      expect(names.length, `${listing} on ${day}: ${names.join(', ')}`).toBeGreaterThanOrEqual(2)
      for (const name of names.filter(planned))
        expect(inSeason(name, day), `${name} listed on ${day}`).toBe(true)
      // and every planned offer of the listing is on it on each day of its season
      for (const { offer } of listingCards(listing).filter((card) => planned(card.offer.name)))
        expect(names.includes(offer.name), `${offer.name} on ${day}`).toBe(
          inSeason(offer.name, day),
        )
      for (const card of comingCards(listing, day).filter((c) => planned(c.offer.name)))
        expect(inSeason(card.offer.name, day), `${card.offer.name} coming on ${day}`).toBe(false)
    }
    const rotated = widgetTitles(day)
    expect(rotated.length, `widget on ${day}: ${rotated.join(', ')}`).toBeGreaterThanOrEqual(2)
    for (const title of rotated.filter((t) => planned(promoOffers[t] ?? t)))
      expect(inSeason(promoOffers[title] ?? title, day), `${title} rotated on ${day}`).toBe(true)
    expect(bookablePackages(day).length, `packages on ${day}`).toBeGreaterThanOrEqual(2)
  }
}

describe('the offer calendar never looks abandoned', () => {
  it('every day of the 365 from 22 November 2026: at least two bookable offers in each listing and the widget, none out of season', () => {
    walkYear('2026-11-22')
  })

  it('every day of the 365 from today', () => {
    walkYear(toIsoDate(new Date()))
  })

  it('shows on known days what the editors planned', () => {
    const names = (day: IsoDate) =>
      bookableCards('offers', day)
        .map((c) => c.offer.name)
        .filter(planned)
    expect(names('2026-11-22')).toEqual([
      'Festive Offer',
      'Early Bird',
      'Extended Bliss',
      'Stay More, Save More',
    ])
    expect(names('2027-02-15')).toEqual(['Early Bird', 'Credit Luxury Getaway'])
    expect(names('2027-07-15')).toEqual([
      'Early Bird',
      'Extended Bliss',
      'Weekend Indulgence',
      'Stay More, Save More',
    ])
    expect(widgetTitles('2026-12-25').filter((t) => planned(promoOffers[t] ?? t))).toEqual([
      'Festive Offer',
      'Early Bird',
    ])
    // Weekend Indulgence returns on 1 July: announced on the Offers listing from mid-May.
    const coming = (day: IsoDate) => comingCards('offers', day).filter((c) => planned(c.offer.name))
    expect(coming('2027-06-01').map((c) => [c.offer.name, c.opens])).toEqual([
      ['Weekend Indulgence', '2027-07-01'],
    ])
    expect(coming('2027-04-01')).toEqual([])
  })

  it('announces an offer coming back 45 days ahead, not 46 (README: coming back soon)', () => {
    // Weekend Indulgence returns on 1 July 2027
    const coming = (day: IsoDate) =>
      comingCards('offers', day).map((c) => [c.offer.name, c.opens] as const)
    expect(coming('2027-05-17')).toContainEqual(['Weekend Indulgence', '2027-07-01'])
    expect(coming('2027-05-16').map(([name]) => name)).not.toContain('Weekend Indulgence')
  })

  it('runs the Wildlife Safari package from 1 October to 31 May', () => {
    const on = (day: IsoDate) => isBookable(packages.wildlife, day)
    expect([on('2026-09-30'), on('2026-10-01'), on('2027-05-31'), on('2027-06-01')]).toEqual([
      false,
      true,
      true,
      false,
    ])
  })

  it('takes no stays from 23 December to 1 January on the offers and packages that say so (spec 9)', () => {
    const dated = [...Object.values(offers), ...Object.values(packages)]
    const closed = (day: IsoDate) =>
      dated.filter((entry) => isBlackout(entry.validity, day)).map((entry) => entry.name)
    const peak = [
      'Early Bird',
      'Extended Bliss',
      'Stay More, Save More',
      'The Misty Embrace',
      'Wellness Serenity',
      'Wildlife Safari Expedition',
      'Stay Longer',
    ]
    expect(closed('2026-12-22')).toEqual([])
    expect(closed('2026-12-23').sort()).toEqual([...peak].sort())
    expect(closed('2027-01-01').sort()).toEqual([...peak].sort())
    expect(closed('2027-01-02')).toEqual([])
  })

  it('keeps pages that cannot be booked out of the sitemap, and points them to what is on', () => {
    expect([...unbookablePaths('2026-11-22')].sort()).toEqual([
      '/creditluxury',
      '/honeymoon',
      '/offer2',
    ])
    expect([...unbookablePaths('2027-07-15')].sort()).toEqual([
      '/creditluxury',
      '/honeymoon',
      '/offer3',
      '/wildlife',
    ])
    expect(
      offersOnNow('2027-02-15')
        .filter((o) => planned(o.name))
        .map((o) => o.path),
    ).toEqual(['/earlybird', '/creditluxury'])
  })
})

describe('the editors’ report (npm run content:check)', () => {
  it('lists what ends and starts within the next 30 days, by date', () => {
    expect(calendarChanges('2026-12-05', 30).map((c) => [c.on, c.change, c.name])).toEqual([
      ['2026-12-10', 'ends', 'Stay More, Save More'],
      ['2026-12-22', 'ends', 'Extended Bliss'],
      ['2027-01-02', 'starts', 'Credit Luxury Getaway'],
    ])
    const report = calendarReport('2026-12-05', 30)
    expect(report).toContain('10 December 2026   Stay More, Save More (offer, /staymore)')
    expect(report).toContain('2 January 2027     Credit Luxury Getaway (offer, /creditluxury)')
    expect(report).toMatch(/^Bookable today: .*Festive Offer/m)
  })

  it('says so when nothing changes', () => {
    expect(calendarChanges('2027-04-15', 30)).toEqual([])
    expect(calendarReport('2027-04-15', 30)).toContain('Nothing ends in the next 30 days.')
  })
})
