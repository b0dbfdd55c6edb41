import { createFileRoute } from '@tanstack/react-router'
import { landing } from '../../content/landing.ts'
import { paths } from '../../content/routes.ts'
import { pageHead } from './page-head.ts'
import { LandingPage } from '../views/landing/landing-page.tsx'

export const Route = createFileRoute('/enchantingchikmagalur')({
  head: () =>
    pageHead({
      path: paths.landing,
      title: landing.seo.title,
      description: landing.seo.description,
      image: landing.media,
      breadcrumbs: [{ name: 'Enchanting Chikmagalur', path: paths.landing }],
    }),
  component: LandingPage,
})
