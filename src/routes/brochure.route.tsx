import { brochurePages } from '../../content/documents.ts'
import { BrochurePage } from '../views/brochures/brochure-page.tsx'
import { pageHead } from './page-head.ts'
import { pageFamily } from './route-module.tsx'

/** The two brochure pages (spec 2.7): the resort's, and the landing page's e-brochure. */
export default pageFamily(Object.values(brochurePages), {
  head: (page) =>
    pageHead({
      path: page.path,
      seo: page.seo,
      image: page.image,
      breadcrumbs: page.breadcrumbs,
    }),
  view: (page) => <BrochurePage which={page.id} />,
})
