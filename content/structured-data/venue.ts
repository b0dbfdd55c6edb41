import type { EventVenue, WithContext } from 'schema-dts'
import { absoluteUrl } from '../deploy.ts'
import { conference } from '../pages/events.ts'
import { site } from '../site.ts'
import { resortAddress } from './address.ts'
import { resortReference } from './entity.ts'
import { absoluteMediaUrl } from './media-url.ts'

/**
 * The EventVenue JSON-LD of the conference page: the resort's banquet hall and board room as
 * one venue, with its largest seated capacity and each room's size as an amenity feature.
 */
export function venueStructuredData(): WithContext<EventVenue> {
  const capacity = Math.max(...conference.venues.flatMap((v) => v.capacities.map((c) => c.guests)))
  return {
    '@context': 'https://schema.org',
    '@type': 'EventVenue',
    '@id': `${absoluteUrl(conference.path)}#venue`,
    name: `Conferences and events at ${site.displayName}`,
    description: conference.seo.description,
    url: absoluteUrl(conference.path),
    image: absoluteMediaUrl(conference.banner),
    maximumAttendeeCapacity: capacity,
    containedInPlace: resortReference(),
    amenityFeature: conference.venues.map((venue) => ({
      '@type': 'LocationFeatureSpecification',
      name: `${venue.name}, ${venue.areaSqFt} sq ft`,
      value: venue.capacities.map((c) => `${c.layout}: ${c.guests}`).join(', '),
    })),
    address: resortAddress,
  }
}
