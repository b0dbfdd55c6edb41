import { dining } from '../../content/pages/dining.ts'
import { diningFaq } from '../../content/faqs/dining.ts'
import { faqStructuredData } from '../../content/structured-data/faq.ts'
import { serviceStructuredData } from '../../content/structured-data/service.ts'
import { DiningPage } from '../views/dining/dining-page.tsx'
import { pageHead } from './page-head.ts'
import { singlePage } from './route-module.tsx'

export default singlePage(
  () =>
    pageHead({
      path: dining.path,
      seo: dining.seo,
      image: dining.banner,
      jsonLd: [
        serviceStructuredData({
          name: 'Dining',
          path: dining.path,
          description: dining.seo.description,
          image: dining.banner,
          serviceType: 'Restaurant, bar and coffee shop',
        }),
        faqStructuredData(diningFaq),
      ],
      crumb: 'Dining',
    }),
  DiningPage,
)
