import { createFileRoute } from '@tanstack/react-router'
import { spaFaq } from '../../content/faqs/spa.ts'
import { spa } from '../../content/spa.ts'
import { faqStructuredData } from '../../content/structured-data/faq.ts'
import { pageHead } from './page-head.ts'
import { serviceStructuredData } from '../../content/structured-data/service.ts'
import { SpaPage } from '../views/spa/spa-page.tsx'

export const Route = createFileRoute('/spa')({
  head: () =>
    pageHead({
      path: spa.path,
      title: spa.seo.title,
      description: spa.seo.description,
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
      breadcrumbs: [{ name: 'Spa', path: spa.path }],
    }),
  component: SpaPage,
})
