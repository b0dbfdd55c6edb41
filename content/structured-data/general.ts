import type { Resort, WebSite, WithContext } from 'schema-dts'
import { site } from '../site.ts'
import { resortAddress } from './address.ts'

/**
 * The site-wide JSON-LD entries every page carries once: the WebSite and the resort as an
 * organisation with its two reservation contact points, its coordinates and its map. No
 * aggregate rating: the specification gives the number of reviews, not their average. Origins
 * come in as arguments so the module stays free of build-time globals.
 */
export function generalStructuredData(
  siteUrl: string,
  imageUrl: string,
): [WithContext<WebSite>, WithContext<Resort>] {
  const id = `${siteUrl}/#resort`
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${siteUrl}/#website`,
      name: site.displayName,
      url: `${siteUrl}/`,
      inLanguage: 'en-IN',
      publisher: { '@id': id },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Resort',
      '@id': id,
      name: site.displayName,
      url: `${siteUrl}/`,
      // the trillium mark (180 px, the home-screen icon), not a photograph
      logo: `${siteUrl}/apple-touch-icon.png`,
      image: imageUrl,
      description:
        'A boutique luxury resort on a 38-acre coffee plantation at 5400 feet in Chikmagalur, in the Western Ghats of Karnataka.',
      telephone: site.phones.reservations.tel,
      email: site.email.address,
      address: resortAddress,
      geo: {
        '@type': 'GeoCoordinates',
        latitude: site.coordinates.latitude,
        longitude: site.coordinates.longitude,
      },
      hasMap: site.social.maps,
      checkinTime: '13:00',
      checkoutTime: '10:30',
      sameAs: [
        site.social.facebook,
        site.social.instagram,
        site.social.linkedin,
        site.social.youtube,
      ],
      contactPoint: [
        {
          '@type': 'ContactPoint',
          contactType: 'reservations',
          telephone: site.phones.tollFree.tel,
          areaServed: 'IN',
          availableLanguage: ['English', 'Hindi', 'Kannada'],
        },
        {
          '@type': 'ContactPoint',
          contactType: 'reservations',
          telephone: site.phones.reservations.tel,
          email: site.email.address,
          availableLanguage: ['English', 'Hindi', 'Kannada'],
        },
      ],
    },
  ]
}
