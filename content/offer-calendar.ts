import { addDays, dayStatus, formatDate, isBookable, type Dated, type IsoDate } from './calendar.ts'
import { listingCards, offers, type OfferEntry, type OfferListingId } from './offers.ts'
import { packages, type PackageEntry } from './packages.ts'

/**
 * What is on when: which offers and packages a listing shows on a day, which are coming back,
 * which pages are out of the sitemap, and what changes in the coming days (for the editors'
 * `npm run content:check`). Every answer is a pure function of the day, so the pages, the
 * server and the tests agree (DECISIONS: the site never looks abandoned).
 */

/** The cards a listing shows on `today`: its offers that are bookable then, in order. */
export function bookableCards(listing: OfferListingId, today: IsoDate) {
  return listingCards(listing).filter((card) => isBookable(card.offer, today))
}

/** How many days ahead a listing announces an offer that comes back ("Returns on 1 October"). */
export const comingWithinDays = 45

/** The cards of a listing's offers that are not bookable today but return within 45 days. */
export function comingCards(listing: OfferListingId, today: IsoDate) {
  return listingCards(listing).flatMap((card) => {
    const status = dayStatus(card.offer.validity, today)
    const opens =
      status.kind === 'returning'
        ? status.returnsOn
        : status.kind === 'upcoming'
          ? status.opensOn
          : undefined
    return opens !== undefined && opens <= addDays(today, comingWithinDays)
      ? [{ ...card, opens }]
      : []
  })
}

/** The packages the /package listing shows on `today`: those marked `listed` and bookable. */
export function bookablePackages(today: IsoDate): readonly PackageEntry[] {
  return Object.values(packages).filter((pkg) => pkg.listed && isBookable(pkg, today))
}

/** The offers bookable on `today`, in the content's order: "what is on now" on an ended page. */
export function offersOnNow(today: IsoDate): readonly OfferEntry[] {
  return Object.values(offers).filter((offer) => isBookable(offer, today))
}

/** Every offer and package page with its season. */
export const datedPages: readonly (Dated & {
  readonly name: string
  readonly path: string
  readonly kind: 'offer' | 'package'
})[] = [
  ...Object.values(offers).map((o) => ({ ...o, kind: 'offer' as const })),
  ...Object.values(packages).map((p) => ({ ...p, kind: 'package' as const })),
]

/** The offer and package pages that are not bookable on `today`: out of the sitemap, `noindex`. */
export function unbookablePaths(today: IsoDate): ReadonlySet<string> {
  return new Set(datedPages.filter((page) => !isBookable(page, today)).map((page) => page.path))
}

/** An offer or package that starts or ends on a day. */
export interface CalendarChange {
  readonly on: IsoDate
  /** `ends`: the last bookable day; `starts`: the first. */
  readonly change: 'ends' | 'starts'
  readonly name: string
  readonly kind: 'offer' | 'package'
  readonly path: string
}

/**
 * What ends (its last bookable day) or starts (its first) from `today` through the next `days`
 * days, by date: what the editors should know before the site changes by itself.
 */
export function calendarChanges(today: IsoDate, days: number): readonly CalendarChange[] {
  const changes: CalendarChange[] = []
  for (let offset = 0; offset <= days; offset++) {
    const day = addDays(today, offset)
    for (const page of datedPages) {
      const now = isBookable(page, day)
      const { name, kind, path } = page
      if (now && !isBookable(page, addDays(day, 1)))
        changes.push({ on: day, change: 'ends', name, kind, path })
      if (offset > 0 && now && !isBookable(page, addDays(day, -1)))
        changes.push({ on: day, change: 'starts', name, kind, path })
    }
  }
  return changes
}

/** The editors' report of `calendarChanges`, one line each, and what is bookable today. */
export function calendarReport(today: IsoDate, days: number): string {
  const changes = calendarChanges(today, days)
  const line = (c: CalendarChange) =>
    `  ${formatDate(c.on).padEnd(18)} ${c.name} (${c.kind}, ${c.path})`
  const ends = changes.filter((c) => c.change === 'ends')
  const starts = changes.filter((c) => c.change === 'starts')
  const onNow = datedPages.filter((page) => isBookable(page, today))
  return [
    `Offer calendar on ${formatDate(today)}, looking ${days} days ahead.`,
    ends.length === 0
      ? `Nothing ends in the next ${days} days.`
      : `Ends (last bookable day):\n${ends.map(line).join('\n')}`,
    starts.length === 0
      ? `Nothing starts in the next ${days} days.`
      : `Starts (first bookable day):\n${starts.map(line).join('\n')}`,
    `Bookable today: ${onNow.map((page) => page.name).join(', ')}.`,
  ].join('\n')
}
