import type { articles } from './articles.ts'

export { articles } from './articles.ts'
export type { BlogArticle, BlogBlock } from './types.ts'

export type ArticleId = (typeof articles)[number]['id']

/** An article as the blog has it: its path is a literal, so `<Link to>` can check it. */
export type Article = (typeof articles)[number]

/** The blog list page's own copy. */
export const blogPage = {
  seo: {
    title: 'Journal: Stories from the Hills of Chikmagalur',
    description:
      'Stories from Trillium Resort & Spa in Chikmagalur: monsoon getaways, mornings in the clouds, coffee trails and the best things to do in the hills.',
  },
  eyebrow: 'The Trillium journal',
  title: 'Stories from the hills',
  lead: 'Seasons on the estate, walks worth taking and the small pleasures of a day at 5400 feet.',
} as const
