import { createFileRoute } from '@tanstack/react-router'
import { conference } from '../../content/events.ts'
import { pageHead } from './page-head.ts'
import { ConferencePage } from '../views/events/conference-page.tsx'
import { venueStructuredData } from '../../content/structured-data/venue.ts'

export const Route = createFileRoute('/conference')({
  head: () =>
    pageHead({
      path: conference.path,
      title: conference.seo.title,
      description: conference.seo.description,
      image: conference.banner,
      jsonLd: [venueStructuredData()],
      breadcrumbs: [{ name: 'Conferences and Events', path: conference.path }],
    }),
  component: ConferencePage,
})
