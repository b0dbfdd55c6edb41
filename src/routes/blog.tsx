import { createFileRoute } from '@tanstack/react-router'
import { blogPage } from '../../content/blog/index.ts'
import { paths } from '../../content/routes.ts'
import { pageHead } from './page-head.ts'
import { BlogPage } from '../views/blog/blog-page.tsx'
import { blogStructuredData } from '../../content/structured-data/blog.ts'

export const Route = createFileRoute('/blog')({
  head: () =>
    pageHead({
      path: paths.blog,
      title: blogPage.seo.title,
      description: blogPage.seo.description,
      image: 'blog.journal',
      jsonLd: [blogStructuredData()],
      breadcrumbs: [{ name: 'Blog', path: paths.blog }],
    }),
  component: BlogPage,
})
