import { createFileRoute } from '@tanstack/react-router'
import { packageListing } from '../../content/packages.ts'
import { pageHead } from './page-head.ts'
import { PackagesPage } from '../views/packages/packages-page.tsx'

export const Route = createFileRoute('/package')({
  head: () =>
    pageHead({
      path: packageListing.path,
      title: packageListing.seo.title,
      description: packageListing.seo.description,
      image: packageListing.banner,
      breadcrumbs: [{ name: 'Packages', path: packageListing.path }],
    }),
  component: PackagesPage,
})
