import { spaFaq } from '../../content/faqs/spa.ts'
import { spa } from '../../content/pages/spa.ts'
import { faqStructuredData } from '../../content/structured-data/faq.ts'
import { serviceStructuredData } from '../../content/structured-data/service.ts'
import { SpaPage } from '../views/spa/spa-page.tsx'
import { pageHead } from './page-head.ts'
import { singlePage } from './route-module.tsx'

export default singlePage(
  () =>
    pageHead({
      path: spa.path,
      seo: spa.seo,
      image: spa.banner,
      jsonLd: [
        serviceStructuredData({
          name: spa.title,
          path: spa.path,
          description: spa.seo.description,
          image: spa.banner,
          serviceType: 'Spa and wellness',
          hours: spa.hours,
        }),
        faqStructuredData(spaFaq),
      ],
      crumb: 'Spa',
    }),
  SpaPage,
)
