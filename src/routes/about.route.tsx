import { about } from '../../content/pages/about.ts'
import { paths } from '../../content/routes.ts'
import { aboutPageStructuredData } from '../../content/structured-data/about.ts'
import { AboutPage } from '../views/about/about-page.tsx'
import { pageHead } from './page-head.ts'
import { singlePage } from './route-module.tsx'

export default singlePage(
  () =>
    pageHead({
      path: paths.about,
      seo: about.seo,
      image: about.banner.media,
      jsonLd: [aboutPageStructuredData()],
      crumb: 'About',
    }),
  AboutPage,
)
