import type { AboutPage, WithContext } from 'schema-dts'
import { about } from '../about.ts'
import { absoluteUrl } from '../deploy.ts'
import { paths } from '../routes.ts'
import { absoluteMediaUrl } from './media-url.ts'

/** The About page as an AboutPage about the site-wide Resort entry (referenced, not repeated). */
export function aboutPageStructuredData(): WithContext<AboutPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'AboutPage',
    '@id': `${absoluteUrl(paths.about)}#page`,
    url: absoluteUrl(paths.about),
    name: about.seo.title,
    description: about.seo.description,
    primaryImageOfPage: { '@type': 'ImageObject', url: absoluteMediaUrl(about.banner.media) },
    about: { '@id': `${absoluteUrl('/')}#resort` },
    isPartOf: { '@id': `${absoluteUrl('/')}#website` },
  }
}
