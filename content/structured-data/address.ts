import type { PostalAddress } from 'schema-dts'
import { site } from '../site.ts'

/** The resort's postal address, from the site configuration. */
export const resortAddress: PostalAddress = {
  '@type': 'PostalAddress',
  streetAddress: site.address.street,
  addressLocality: site.address.locality,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.country,
}
