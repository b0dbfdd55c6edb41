import { wedding } from '../../content/pages/events.ts'
import { WeddingPage } from '../views/events/wedding-page.tsx'
import { pageHead } from './page-head.ts'
import { singlePage } from './route-module.tsx'

export default singlePage(
  () =>
    pageHead({
      path: wedding.path,
      seo: wedding.seo,
      image: wedding.banner,
      crumb: 'Weddings',
    }),
  WeddingPage,
)
