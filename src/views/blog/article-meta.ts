import type { BlogArticle } from '../../../content/blog/index.ts'
import { longDate } from '../../../content/date-format.ts'

/** "20 October 2026", fixed to UTC so the server and the browser print the same date. */
export function publishedOn(article: BlogArticle): string {
  return longDate(article.datePublished)
}

/** The one-line byline under a title: date and reading time. */
export function byline(article: BlogArticle): string {
  return `${publishedOn(article)} · ${article.readingMinutes} min read`
}
