import { createFileRoute } from '@tanstack/react-router'
import { packages } from '../../content/packages.ts'
import { paths } from '../../content/routes.ts'
import { pageHead } from './page-head.ts'
import { offerStructuredData } from '../../content/structured-data/offer.ts'
import { PackagePage } from '../views/packages/package-page.tsx'

const pkg = packages.romantic

export const Route = createFileRoute('/romantic')({
  head: () =>
    pageHead({
      path: pkg.path,
      title: pkg.seo.title,
      description: pkg.seo.description,
      image: pkg.gallery[0],
      jsonLd: [
        offerStructuredData({ ...pkg, description: pkg.seo.description, image: pkg.gallery[0] }),
      ],
      breadcrumbs: [
        { name: 'Packages', path: paths.packages },
        { name: pkg.name, path: pkg.path },
      ],
    }),
  component: function PackageRomanticPage() {
    return <PackagePage id="romantic" />
  },
})
