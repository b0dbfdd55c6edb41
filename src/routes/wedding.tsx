import { createFileRoute } from '@tanstack/react-router'
import { wedding } from '../../content/events.ts'
import { pageHead } from './page-head.ts'
import { WeddingPage } from '../views/events/wedding-page.tsx'

export const Route = createFileRoute('/wedding')({
  head: () =>
    pageHead({
      path: wedding.path,
      title: wedding.seo.title,
      description: wedding.seo.description,
      image: wedding.banner,
      breadcrumbs: [{ name: 'Weddings', path: wedding.path }],
    }),
  component: WeddingPage,
})
