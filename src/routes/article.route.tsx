import { articles } from '../../content/blog/index.ts'
import { paths } from '../../content/routes.ts'
import { blogPostingStructuredData } from '../../content/structured-data/blog.ts'
import { ArticlePage } from '../views/blog/article-page.tsx'
import { pageHead } from './page-head.ts'
import { pageFamily } from './route-module.tsx'

/** A page per blog article (spec 2.8). */
export default pageFamily(articles, {
  head: (article) =>
    pageHead({
      path: article.path,
      seo: article.seo,
      image: article.image,
      ogType: 'article',
      jsonLd: [blogPostingStructuredData(article)],
      breadcrumbs: [
        { name: 'Blog', path: paths.blog },
        { name: article.title, path: article.path },
      ],
    }),
  view: (article) => <ArticlePage article={article} />,
})
