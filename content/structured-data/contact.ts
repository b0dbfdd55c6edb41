import type { ContactPage, WithContext } from 'schema-dts'
import { contact } from '../pages/contact.ts'
import { absoluteUrl } from '../deploy.ts'
import { paths } from '../routes.ts'
import { pageEntity, resortReference } from './entity.ts'

/** The Contact page as a ContactPage about the site-wide Resort entry, whose contact points it already lists. */
export function contactPageStructuredData(): WithContext<ContactPage> {
  return {
    ...pageEntity('ContactPage', paths.contact, 'page'),
    name: contact.seo.title,
    description: contact.seo.description,
    about: resortReference(),
    isPartOf: { '@id': `${absoluteUrl('/')}#website` },
  }
}
