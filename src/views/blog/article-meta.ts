import type { BlogArticle } from '../../../content/blog/index.ts'
import { lazyDateFormat } from '../../../content/date-format.ts'

const dateFormat = lazyDateFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "20 October 2026", fixed to UTC so the server and the browser print the same date. */
export function publishedOn(article: BlogArticle): string {
  return dateFormat(new Date(`${article.datePublished}T00:00:00Z`))
}

/** The one-line byline under a title: date and reading time. */
export function byline(article: BlogArticle): string {
  return `${publishedOn(article)} · ${article.readingMinutes} min read`
}
