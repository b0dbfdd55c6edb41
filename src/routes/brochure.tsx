import { createFileRoute } from '@tanstack/react-router'
import { brochurePages } from '../../content/brochures.ts'
import { pageHead } from './page-head.ts'
import { BrochurePage } from '../views/brochures/brochure-page.tsx'

const page = brochurePages.trillium

export const Route = createFileRoute('/trilliumbrochure')({
  head: () =>
    pageHead({
      path: page.document.path,
      title: page.seo.title,
      description: page.seo.description,
      image: 'about.estate',
      breadcrumbs: [{ name: 'Brochure', path: page.document.path }],
    }),
  component: () => <BrochurePage which="trillium" />,
})
