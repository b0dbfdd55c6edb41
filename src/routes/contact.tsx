import { createFileRoute } from '@tanstack/react-router'
import { contact } from '../../content/contact.ts'
import { paths } from '../../content/routes.ts'
import { pageHead } from './page-head.ts'
import { ContactPage } from '../views/contact/contact-page.tsx'
import { contactPageStructuredData } from '../../content/structured-data/contact.ts'

export const Route = createFileRoute('/contact')({
  head: () =>
    pageHead({
      path: paths.contact,
      title: contact.seo.title,
      description: contact.seo.description,
      image: contact.banner.media,
      jsonLd: [contactPageStructuredData()],
      breadcrumbs: [{ name: 'Contact', path: paths.contact }],
    }),
  component: ContactPage,
})
