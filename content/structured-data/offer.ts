import type { Offer as SchemaOffer, WithContext } from 'schema-dts'
import { absoluteUrl } from '../deploy.ts'
import type { MediaKey } from '../media/index.ts'
import type { Validity } from '../offers.ts'
import { entity, resortReference } from './entity.ts'
import { absoluteMediaUrl } from './media-url.ts'

export interface OfferLike extends Validity {
  readonly name: string
  readonly path: string
  readonly description: string
  readonly image: MediaKey
}

/**
 * The Offer JSON-LD of an offer or package page: what it is, where, and its validity window,
 * offered by the resort (the site-wide Resort entry). No price: the spec gives none.
 */
export function offerStructuredData(offer: OfferLike): WithContext<SchemaOffer> {
  return {
    ...entity('Offer', offer.path, 'offer'),
    name: offer.name,
    description: offer.description,
    url: absoluteUrl(offer.path),
    image: absoluteMediaUrl(offer.image),
    category: 'Hotel stay',
    offeredBy: resortReference(),
    ...(offer.validFrom ? { validFrom: offer.validFrom } : {}),
    ...(offer.validUntil ? { validThrough: offer.validUntil } : {}),
  }
}
