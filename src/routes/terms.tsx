import { createFileRoute } from '@tanstack/react-router'
import { termsOfUse } from '../../content/policies.ts'
import { pageHead } from './page-head.ts'
import { PolicyPage } from '../views/policies/policy-page.tsx'

export const Route = createFileRoute('/terms')({
  head: () =>
    pageHead({
      path: termsOfUse.path,
      title: termsOfUse.seo.title,
      description: termsOfUse.seo.description,
      breadcrumbs: [{ name: 'Terms and conditions', path: termsOfUse.path }],
    }),
  component: () => <PolicyPage document={termsOfUse} />,
})
