import { createFileRoute } from '@tanstack/react-router'
import { stayPolicy } from '../../content/policies.ts'
import { pageHead } from './page-head.ts'
import { PolicyPage } from '../views/policies/policy-page.tsx'

export const Route = createFileRoute('/trilliumpolicy')({
  head: () =>
    pageHead({
      path: stayPolicy.path,
      title: stayPolicy.seo.title,
      description: stayPolicy.seo.description,
      image: 'about.policy',
      breadcrumbs: [{ name: 'Stay policy', path: stayPolicy.path }],
    }),
  component: () => <PolicyPage document={stayPolicy} />,
})
