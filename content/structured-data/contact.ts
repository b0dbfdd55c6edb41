import type { ContactPage, WithContext } from 'schema-dts'
import { contact } from '../contact.ts'
import { absoluteUrl } from '../deploy.ts'
import { paths } from '../routes.ts'

/** The Contact page as a ContactPage about the site-wide Resort entry, whose contact points it already lists. */
export function contactPageStructuredData(): WithContext<ContactPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    '@id': `${absoluteUrl(paths.contact)}#page`,
    url: absoluteUrl(paths.contact),
    name: contact.seo.title,
    description: contact.seo.description,
    about: { '@id': `${absoluteUrl('/')}#resort` },
    isPartOf: { '@id': `${absoluteUrl('/')}#website` },
  }
}
