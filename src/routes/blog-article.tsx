import { createFileRoute, notFound } from '@tanstack/react-router'
import { articles, findArticle } from '../../content/blog/index.ts'
import { blogArticlePath, paths } from '../../content/routes.ts'
import { pageHead } from './page-head.ts'
import { ArticlePage } from '../views/blog/article-page.tsx'
import { blogPostingStructuredData } from '../../content/structured-data/blog.ts'

export const Route = createFileRoute('/blog/articlepage/$id')({
  staticData: { prerenderPaths: articles.map((article) => blogArticlePath(article.id)) },
  // An unknown slug is the not-found page, answered with HTTP 404.
  loader: ({ params }) => {
    if (findArticle(params.id) === undefined) throw notFound()
  },
  head: ({ params }) => {
    const article = findArticle(params.id)
    if (article === undefined) return {}
    const path = blogArticlePath(article.id)
    return pageHead({
      path,
      title: article.seo.title,
      description: article.seo.description,
      image: article.image,
      ogType: 'article',
      jsonLd: [blogPostingStructuredData(article)],
      breadcrumbs: [
        { name: 'Blog', path: paths.blog },
        { name: article.title, path },
      ],
    })
  },
  component: ArticlePage,
})
