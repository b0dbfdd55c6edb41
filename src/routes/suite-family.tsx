import { createFileRoute } from '@tanstack/react-router'
import { suiteBySlug } from '../../content/suites.ts'
import { pageHead } from './page-head.ts'
import { suiteStructuredData } from '../../content/structured-data/suite.ts'
import { SuitePage } from '../views/suites/suite-page.tsx'

const suite = suiteBySlug('family')

export const Route = createFileRoute('/familysuite')({
  head: () =>
    pageHead({
      path: suite.path,
      title: suite.seo.title,
      description: suite.seo.description,
      image: suite.lead,
      jsonLd: [suiteStructuredData(suite)],
      breadcrumbs: [
        { name: 'Suites', path: '/suites' },
        { name: suite.title, path: suite.path },
      ],
    }),
  component: () => <SuitePage slug="family" />,
})
