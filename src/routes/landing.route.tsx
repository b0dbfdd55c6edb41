import { landing } from '../../content/pages/landing.ts'
import { paths } from '../../content/routes.ts'
import { LandingPage } from '../views/landing/landing-page.tsx'
import { pageHead } from './page-head.ts'
import { singlePage } from './route-module.tsx'

export default singlePage(
  () =>
    pageHead({
      path: paths.landing,
      seo: landing.seo,
      image: landing.media,
      crumb: 'Enchanting Chikmagalur',
    }),
  LandingPage,
)
