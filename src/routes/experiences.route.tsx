import { experienceListing } from '../../content/experiences.ts'
import { experiencesFaq } from '../../content/faqs/experiences.ts'
import { faqStructuredData } from '../../content/structured-data/faq.ts'
import { ExperiencesPage } from '../views/experiences/experiences-page.tsx'
import { pageHead } from './page-head.ts'
import { singlePage } from './route-module.tsx'

export default singlePage(
  () =>
    pageHead({
      path: experienceListing.path,
      seo: experienceListing.seo,
      image: experienceListing.banner,
      jsonLd: [faqStructuredData(experiencesFaq)],
      crumb: 'Experiences',
    }),
  ExperiencesPage,
)
