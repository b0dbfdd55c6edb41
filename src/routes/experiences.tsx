import { createFileRoute } from '@tanstack/react-router'
import { experienceListing } from '../../content/experiences.ts'
import { experiencesFaq } from '../../content/faqs/experiences.ts'
import { faqStructuredData } from '../../content/structured-data/faq.ts'
import { pageHead } from './page-head.ts'
import { ExperiencesPage } from '../views/experiences/experiences-page.tsx'

export const Route = createFileRoute('/experience')({
  head: () =>
    pageHead({
      path: experienceListing.path,
      title: experienceListing.seo.title,
      description: experienceListing.seo.description,
      image: experienceListing.banner,
      jsonLd: [faqStructuredData(experiencesFaq)],
      breadcrumbs: [{ name: 'Experiences', path: experienceListing.path }],
    }),
  component: ExperiencesPage,
})
