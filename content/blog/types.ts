import type { MediaKey } from '../media/index.ts'

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
