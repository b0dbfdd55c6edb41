import type { Offer as SchemaOffer, WithContext } from 'schema-dts'
import { absoluteUrl } from '../deploy.ts'
import type { MediaKey } from '../media/index.ts'
import { currentSeason, type Dated, type IsoDate } from '../calendar.ts'
import { entity, resortReference } from './entity.ts'
import { absoluteMediaUrl } from './media-url.ts'

export interface OfferLike extends Dated {
  readonly name: string
  readonly path: string
  readonly description: string
  readonly image: MediaKey
}

/**
 * The Offer JSON-LD of an offer or package page: what it is, where, and the dates of its current
 * (or coming) season on `day`, offered by the resort (the site-wide Resort entry). No price: the
 * spec gives none.
 */
export function offerStructuredData(offer: OfferLike, day: IsoDate): WithContext<SchemaOffer> {
  const season = currentSeason(offer.validity, day)
  return {
    ...entity('Offer', offer.path, 'offer'),
    name: offer.name,
    description: offer.description,
    url: absoluteUrl(offer.path),
    image: absoluteMediaUrl(offer.image),
    category: 'Hotel stay',
    offeredBy: resortReference(),
    ...(season ? { validFrom: season.from, validThrough: season.until } : {}),
  }
}
