import { conference } from '../../content/pages/events.ts'
import { venueStructuredData } from '../../content/structured-data/venue.ts'
import { ConferencePage } from '../views/events/conference-page.tsx'
import { pageHead } from './page-head.ts'
import { singlePage } from './route-module.tsx'

export default singlePage(
  () =>
    pageHead({
      path: conference.path,
      seo: conference.seo,
      image: conference.banner,
      jsonLd: [venueStructuredData()],
      crumb: 'Conferences and Events',
    }),
  ConferencePage,
)
