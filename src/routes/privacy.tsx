import { createFileRoute } from '@tanstack/react-router'
import { privacyPolicy } from '../../content/policies.ts'
import { pageHead } from './page-head.ts'
import { PolicyPage } from '../views/policies/policy-page.tsx'

export const Route = createFileRoute('/privacy')({
  head: () =>
    pageHead({
      path: privacyPolicy.path,
      title: privacyPolicy.seo.title,
      description: privacyPolicy.seo.description,
      breadcrumbs: [{ name: 'Privacy policy', path: privacyPolicy.path }],
    }),
  component: () => <PolicyPage document={privacyPolicy} />,
})
