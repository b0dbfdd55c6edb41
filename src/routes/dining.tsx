import { createFileRoute } from '@tanstack/react-router'
import { dining } from '../../content/dining.ts'
import { diningFaq } from '../../content/faqs/dining.ts'
import { faqStructuredData } from '../../content/structured-data/faq.ts'
import { pageHead } from './page-head.ts'
import { DiningPage } from '../views/dining/dining-page.tsx'
import { serviceStructuredData } from '../../content/structured-data/service.ts'

export const Route = createFileRoute('/dining')({
  head: () =>
    pageHead({
      path: dining.path,
      title: dining.seo.title,
      description: dining.seo.description,
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
      breadcrumbs: [{ name: 'Dining', path: dining.path }],
    }),
  component: DiningPage,
})
