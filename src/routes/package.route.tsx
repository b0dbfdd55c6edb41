import { packages } from '../../content/packages.ts'
import { isBookable } from '../../content/calendar.ts'
import { paths } from '../../content/routes.ts'
import { offerStructuredData } from '../../content/structured-data/offer.ts'
import { PackagePage } from '../views/packages/package-page.tsx'
import { currentDay } from '../components/offer-validity/render-day.ts'
import { pageHead } from './page-head.ts'
import { pageFamily } from './route-module.tsx'

/** A page per stay package (spec 2.5). */
export default pageFamily(Object.values(packages), {
  // Decided on the render's day: the day the server serves the page (or the visitor's date).
  head: (pkg) =>
    pageHead({
      noindex: !isBookable(pkg, currentDay()),
      path: pkg.path,
      seo: pkg.seo,
      image: pkg.gallery[0],
      jsonLd: [
        offerStructuredData(
          { ...pkg, description: pkg.seo.description, image: pkg.gallery[0] },
          currentDay(),
        ),
      ],
      breadcrumbs: [
        { name: 'Packages', path: paths.packages },
        { name: pkg.name, path: pkg.path },
      ],
    }),
  view: (pkg) => <PackagePage id={pkg.id} />,
})
