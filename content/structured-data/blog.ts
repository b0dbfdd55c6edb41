import type { Blog, BlogPosting, WithContext } from 'schema-dts'
import { articles, blogPage, type BlogArticle } from '../blog/index.ts'
import { absoluteUrl } from '../deploy.ts'
import { blogArticlePath, paths } from '../routes.ts'
import { site } from '../site.ts'
import { pageEntity } from './entity.ts'
import { absoluteMediaUrl } from './media-url.ts'

const articleId = (article: BlogArticle) => `${absoluteUrl(blogArticlePath(article.id))}#article`
const resortId = () => `${absoluteUrl('/')}#resort`

/**
 * The BlogPosting of one article, emitted once, on that article's own page: headline,
 * description, image, datePublished, author and the resort as publisher (referenced by the
 * site-wide Resort entry's @id, with its name so readers of the entry alone still see it).
 */
export function blogPostingStructuredData(article: BlogArticle): WithContext<BlogPosting> {
  const url = absoluteUrl(blogArticlePath(article.id))
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': articleId(article),
    mainEntityOfPage: url,
    url,
    headline: article.title,
    description: article.seo.description,
    image: absoluteMediaUrl(article.image),
    datePublished: article.datePublished,
    dateModified: article.datePublished,
    inLanguage: 'en-IN',
    author: { '@type': 'Organization', name: article.author, url: absoluteUrl(paths.about) },
    publisher: { '@type': 'Organization', '@id': resortId(), name: site.displayName },
    isPartOf: { '@id': `${absoluteUrl(paths.blog)}#blog` },
  }
}

/** The blog list as a Blog whose posts are referenced by @id, not repeated. */
export function blogStructuredData(): WithContext<Blog> {
  return {
    ...pageEntity('Blog', paths.blog, 'blog'),
    name: blogPage.title,
    description: blogPage.seo.description,
    publisher: { '@id': resortId() },
    blogPost: articles.map((article) => ({ '@id': articleId(article) })),
  }
}
