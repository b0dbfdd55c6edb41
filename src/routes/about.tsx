import { createFileRoute } from '@tanstack/react-router'
import { about } from '../../content/about.ts'
import { paths } from '../../content/routes.ts'
import { pageHead } from './page-head.ts'
import { AboutPage } from '../views/about/about-page.tsx'
import { aboutPageStructuredData } from '../../content/structured-data/about.ts'

export const Route = createFileRoute('/about')({
  head: () =>
    pageHead({
      path: paths.about,
      title: about.seo.title,
      description: about.seo.description,
      image: about.banner.media,
      jsonLd: [aboutPageStructuredData()],
      breadcrumbs: [{ name: 'About', path: paths.about }],
    }),
  component: AboutPage,
})
