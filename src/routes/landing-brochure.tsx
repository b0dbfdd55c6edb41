import { createFileRoute } from '@tanstack/react-router'
import { brochurePages } from '../../content/brochures.ts'
import { paths } from '../../content/routes.ts'
import { pageHead } from './page-head.ts'
import { BrochurePage } from '../views/brochures/brochure-page.tsx'

const page = brochurePages.enchanting

export const Route = createFileRoute('/enchantingchikmagalur/brochure')({
  head: () =>
    pageHead({
      path: page.document.path,
      title: page.seo.title,
      description: page.seo.description,
      image: 'landing.hero',
      breadcrumbs: [
        { name: 'Enchanting Chikmagalur', path: paths.landing },
        { name: 'E-brochure', path: page.document.path },
      ],
    }),
  component: () => <BrochurePage which="enchanting" />,
})
