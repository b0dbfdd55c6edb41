import { home } from '../../content/pages/home.ts'
import { HomePage } from '../views/home/home-page.tsx'
import { pageHead } from './page-head.ts'
import { singlePage } from './route-module.tsx'

export default singlePage(
  () => pageHead({ path: '/', seo: home.seo, image: 'home.hero' }),
  HomePage,
)
