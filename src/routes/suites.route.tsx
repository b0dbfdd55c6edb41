import { suitesFaq } from '../../content/faqs/suites.ts'
import { faqStructuredData } from '../../content/structured-data/faq.ts'
import { suitesListStructuredData } from '../../content/structured-data/suite.ts'
import { suites, suitesOverview } from '../../content/suites.ts'
import { SuitesPage } from '../views/suites/suites-page.tsx'
import { pageHead } from './page-head.ts'
import { singlePage } from './route-module.tsx'

export default singlePage(
  () =>
    pageHead({
      path: suitesOverview.path,
      seo: suitesOverview.seo,
      image: 'suites.lead',
      jsonLd: [suitesListStructuredData(suites), faqStructuredData(suitesFaq)],
      crumb: 'Suites',
    }),
  SuitesPage,
)
