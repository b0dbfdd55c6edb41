import type { HotelRoom, ItemList, WithContext } from 'schema-dts'
import { absoluteUrl } from '../deploy.ts'
import type { Suite } from '../suites.ts'
import { absoluteMediaUrl } from './media-url.ts'

/** The accommodation entry of a suite's page: a HotelRoom of the resort, with size, bed and amenities. */
export function suiteStructuredData(suite: Suite): WithContext<HotelRoom> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HotelRoom',
    '@id': `${absoluteUrl(suite.path)}#suite`,
    name: `${suite.title}, Trillium Resort & Spa`,
    description: suite.description.join(' '),
    url: absoluteUrl(suite.path),
    image: absoluteMediaUrl(suite.lead),
    floorSize: {
      '@type': 'QuantitativeValue',
      value: suite.sizeSqFt,
      unitCode: 'FTK',
      unitText: 'sq ft',
    },
    bed: { '@type': 'BedDetails', typeOfBed: 'King size bed', numberOfBeds: 1 },
    amenityFeature: suite.amenities.map((name) => ({
      '@type': 'LocationFeatureSpecification',
      name,
      value: true,
    })),
    containedInPlace: { '@id': `${absoluteUrl('/')}#resort` },
  }
}

/** The suites overview's accommodation list. */
export function suitesListStructuredData(list: readonly Suite[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Suites at Trillium Resort & Spa',
    itemListElement: list.map((suite, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'HotelRoom',
        name: suite.title,
        url: absoluteUrl(suite.path),
        image: absoluteMediaUrl(suite.lead),
        floorSize: { '@type': 'QuantitativeValue', value: suite.sizeSqFt, unitCode: 'FTK' },
      },
    })),
  }
}
