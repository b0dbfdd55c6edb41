import type { AboutPage, WithContext } from 'schema-dts'
import { about } from '../pages/about.ts'
import { absoluteUrl } from '../deploy.ts'
import { paths } from '../routes.ts'
import { pageEntity, resortReference } from './entity.ts'
import { absoluteMediaUrl } from './media-url.ts'

/** The About page as an AboutPage about the site-wide Resort entry (referenced, not repeated). */
export function aboutPageStructuredData(): WithContext<AboutPage> {
  return {
    ...pageEntity('AboutPage', paths.about, 'page'),
    name: about.seo.title,
    description: about.seo.description,
    primaryImageOfPage: { '@type': 'ImageObject', url: absoluteMediaUrl(about.banner.media) },
    about: resortReference(),
    isPartOf: { '@id': `${absoluteUrl('/')}#website` },
  }
}
