import { blogPage } from '../../content/blog/index.ts'
import { paths } from '../../content/routes.ts'
import { blogStructuredData } from '../../content/structured-data/blog.ts'
import { BlogPage } from '../views/blog/blog-page.tsx'
import { pageHead } from './page-head.ts'
import { singlePage } from './route-module.tsx'

export default singlePage(
  () =>
    pageHead({
      path: paths.blog,
      seo: blogPage.seo,
      image: 'blog.journal',
      jsonLd: [blogStructuredData()],
      crumb: 'Blog',
    }),
  BlogPage,
)
