import { createFileRoute } from '@tanstack/react-router'
import { corporate } from '../../content/events.ts'
import { pageHead } from './page-head.ts'
import { CorporatePage } from '../views/events/corporate-page.tsx'

export const Route = createFileRoute('/corporate')({
  head: () =>
    pageHead({
      path: corporate.path,
      title: corporate.seo.title,
      description: corporate.seo.description,
      image: corporate.banner,
      breadcrumbs: [{ name: 'Corporate', path: corporate.path }],
    }),
  component: CorporatePage,
})
