import { bookingUrl } from './booking.ts'
import { offers, offerStatus, type IsoDate, type OfferId } from './offers.ts'

/** A promo in the floating limited-offers widget (spec 3: title, description, booking_url, offer_page). */
export interface Promo {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly bookingUrl: string
  readonly offerPage: string
  /** Last day the promo is shown; absent for open-ended offers (Early Bird). */
  readonly validUntil?: IsoDate
}

/** The widget's promos in display order (spec 2.10), each pointing at the offer it sells. */
export const promoSources = [
  { id: 'misty-day-more', title: 'Misty Day More', offer: 'extendedBliss' },
  { id: 'festive', title: 'Festive Offer', offer: 'festive' },
  { id: 'early-bird', title: 'Early Bird', offer: 'earlyBird' },
] as const satisfies readonly { id: string; title: string; offer: OfferId }[]

/**
 * The widget's promos with their links resolved against the booking engine's origin (passed in
 * from the deploy configuration). Description, page, booking target and end date all come from
 * the offer itself, so the widget can never disagree with the offer page (DECISIONS: the Festive
 * Offer is 20% everywhere).
 */
export function buildPromos(bookingEngineUrl: string): readonly Promo[] {
  return promoSources.map((source) => {
    const offer = offers[source.offer]
    const promo: Promo = {
      id: source.id,
      title: source.title,
      description: offer.summary,
      bookingUrl: bookingUrl(bookingEngineUrl),
      offerPage: offer.path,
    }
    return 'validUntil' in offer ? { ...promo, validUntil: offer.validUntil } : promo
  })
}

/**
 * The promos to rotate on a given day: those whose offer is active then. The widget calls it
 * with the visitor's date, so an ended offer drops out without a rebuild.
 */
export function activePromos(promos: readonly Promo[], today: IsoDate): readonly Promo[] {
  return promos.filter((promo) => {
    const source = promoSources.find((s) => s.id === promo.id)
    return offerStatus(source === undefined ? promo : offers[source.offer], today) === 'active'
  })
}
