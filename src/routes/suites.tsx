import { createFileRoute } from '@tanstack/react-router'
import { suitesFaq } from '../../content/faqs/suites.ts'
import { faqStructuredData } from '../../content/structured-data/faq.ts'
import { suites, suitesOverview } from '../../content/suites.ts'
import { pageHead } from './page-head.ts'
import { suitesListStructuredData } from '../../content/structured-data/suite.ts'
import { SuitesPage } from '../views/suites/suites-page.tsx'

export const Route = createFileRoute('/suites')({
  head: () =>
    pageHead({
      path: '/suites',
      title: suitesOverview.seo.title,
      description: suitesOverview.seo.description,
      image: 'suites.lead',
      jsonLd: [suitesListStructuredData(suites), faqStructuredData(suitesFaq)],
      breadcrumbs: [{ name: 'Suites', path: '/suites' }],
    }),
  component: SuitesPage,
})
