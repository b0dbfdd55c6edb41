import type { OpeningHoursSpecification, Service, WithContext } from 'schema-dts'
import { absoluteUrl } from '../deploy.ts'
import type { MediaKey } from '../media/index.ts'
import { entity, resortReference } from './entity.ts'
import { absoluteMediaUrl } from './media-url.ts'

export interface ServiceInput {
  readonly name: string
  readonly path: string
  readonly description: string
  readonly image: MediaKey
  readonly serviceType: string
  readonly hours?: { readonly opens: string; readonly closes: string }
}

/**
 * The Service JSON-LD of a resort service page (spa, dining, an experience), provided by the
 * resort (the site-wide Resort entry), with daily opening hours where they are known.
 */
export function serviceStructuredData(input: ServiceInput): WithContext<Service> {
  const hours: OpeningHoursSpecification | undefined = input.hours
    ? {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [
          'https://schema.org/Monday',
          'https://schema.org/Tuesday',
          'https://schema.org/Wednesday',
          'https://schema.org/Thursday',
          'https://schema.org/Friday',
          'https://schema.org/Saturday',
          'https://schema.org/Sunday',
        ],
        opens: input.hours.opens,
        closes: input.hours.closes,
      }
    : undefined
  return {
    ...entity('Service', input.path, 'service'),
    name: input.name,
    serviceType: input.serviceType,
    description: input.description,
    url: absoluteUrl(input.path),
    image: absoluteMediaUrl(input.image),
    provider: resortReference(),
    areaServed: { '@type': 'Place', name: 'Chikmagalur, Karnataka, India' },
    ...(hours ? { hoursAvailable: hours } : {}),
  }
}
