import { bookingUrl } from './booking.ts'
import { isBookable, type IsoDate, type Validity } from './calendar.ts'
import { offers, type OfferId } from './offers.ts'

/** A promo in the floating limited-offers widget (spec 3: title, description, booking_url, offer_page). */
export interface Promo {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly bookingUrl: string
  readonly offerPage: string
  /** When the promo's offer runs: it rotates only on the days it is bookable. */
  readonly validity: Validity
}

/**
 * The widget's promos in display order (spec 2.10), each pointing at the offer it sells. The
 * spec's three come first; the other seasonal offers join so that at least two rotate on every
 * day of the year (content/offer-calendar.test.ts).
 */
export const promoSources = [
  { id: 'misty-day-more', title: 'Misty Day More', offer: 'extendedBliss' },
  { id: 'festive', title: 'Festive Offer', offer: 'festive' },
  { id: 'early-bird', title: 'Early Bird', offer: 'earlyBird' },
  { id: 'credit-luxury', title: 'Credit Luxury Getaway', offer: 'creditLuxury' },
  { id: 'stay-more', title: 'Stay More, Save More', offer: 'stayMore' },
  { id: 'weekend-indulgence', title: 'Weekend Indulgence', offer: 'weekendIndulgence' },
] as const satisfies readonly { id: string; title: string; offer: OfferId }[]

/**
 * The widget's promos with their links resolved against the booking engine's origin (passed in
 * from the deploy configuration). Description, page, booking target and season all come from
 * the offer itself, so the widget can never disagree with the offer page (DECISIONS: the Festive
 * Offer is 20% everywhere).
 */
export function buildPromos(bookingEngineUrl: string): readonly Promo[] {
  return promoSources.map((source) => {
    const offer = offers[source.offer]
    return {
      id: source.id,
      title: source.title,
      description: offer.summary,
      bookingUrl: bookingUrl(bookingEngineUrl),
      offerPage: offer.path,
      validity: offer.validity,
    }
  })
}

/**
 * The promos to rotate on a given day: those whose offer is bookable then. The widget calls it
 * with the visitor's date, so an offer out of season drops out without a rebuild.
 */
export function activePromos(promos: readonly Promo[], today: IsoDate): readonly Promo[] {
  return promos.filter((promo) => isBookable(promo, today))
}
