import type { MediaKey } from '../media/index.ts'
import { blogArticlePath } from '../routes.ts'

/**
 * Blog article shapes (specification section 3). A body is a list of blocks; text blocks hold
 * an HTML fragment authored with the site, which the view renders only through the rich-text
 * allow-list (DECISIONS.md), and an image block holds a media catalogue key.
 */
export type BlogBlock =
  | { readonly type: 'paragraph'; readonly content: string }
  | { readonly type: 'heading'; readonly content: string }
  | { readonly type: 'heading2'; readonly content: string }
  | { readonly type: 'image'; readonly content: MediaKey; readonly caption?: string }

export interface BlogArticle {
  /** The slug in /blog/articlepage/<id>. */
  readonly id: string
  /** The article's page, `/blog/articlepage/<id>`. */
  readonly path: `/blog/articlepage/${string}`
  readonly title: string
  /** The subtitle under the title; may be empty. */
  readonly content: string
  /** Media key of the hero image. */
  readonly image: MediaKey
  readonly seo: { readonly title: string; readonly description: string }
  /** ISO date, used for display and for the BlogPosting structured data. */
  readonly datePublished: string
  readonly author: string
  readonly readingMinutes: number
  readonly body: readonly BlogBlock[]
}

/** An article entry, with the path of its page derived from its id. */
export function article<const Entry extends Omit<BlogArticle, 'path'>>(
  entry: Entry,
): Entry & { readonly path: `/blog/articlepage/${Entry['id']}` } {
  return { ...entry, path: blogArticlePath(entry.id) }
}
