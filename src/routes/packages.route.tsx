import { packageListing } from '../../content/packages.ts'
import { PackagesPage } from '../views/packages/packages-page.tsx'
import { pageHead } from './page-head.ts'
import { singlePage } from './route-module.tsx'

export default singlePage(
  () =>
    pageHead({
      path: packageListing.path,
      seo: packageListing.seo,
      image: packageListing.banner,
      crumb: 'Packages',
    }),
  PackagesPage,
)
