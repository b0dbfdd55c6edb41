import { contact } from '../../content/pages/contact.ts'
import { paths } from '../../content/routes.ts'
import { contactPageStructuredData } from '../../content/structured-data/contact.ts'
import { ContactPage } from '../views/contact/contact-page.tsx'
import { pageHead } from './page-head.ts'
import { singlePage } from './route-module.tsx'

export default singlePage(
  () =>
    pageHead({
      path: paths.contact,
      seo: contact.seo,
      image: contact.banner.media,
      jsonLd: [contactPageStructuredData()],
      crumb: 'Contact',
    }),
  ContactPage,
)
