import { corporate } from '../../content/pages/events.ts'
import { CorporatePage } from '../views/events/corporate-page.tsx'
import { pageHead } from './page-head.ts'
import { singlePage } from './route-module.tsx'

export default singlePage(
  () =>
    pageHead({
      path: corporate.path,
      seo: corporate.seo,
      image: corporate.banner,
      crumb: 'Corporate',
    }),
  CorporatePage,
)
