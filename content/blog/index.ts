import { aDayInTheLife } from './a-day-in-the-life.ts'
import { coffeeTrails } from './coffee-trails.ts'
import { monsoonGetaway } from './monsoon-getaway.ts'
import { topSevenSummer } from './top-7-summer.ts'
import type { BlogArticle } from './types.ts'
import { wakeUpInTheClouds } from './wake-up-in-the-clouds.ts'

export type { BlogArticle, BlogBlock } from './types.ts'

/** Every article, newest first: the blog list features the first. */
export const articles = [
  coffeeTrails,
  aDayInTheLife,
  wakeUpInTheClouds,
  monsoonGetaway,
  topSevenSummer,
] as const satisfies readonly BlogArticle[]

export type ArticleId = (typeof articles)[number]['id']

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

/** The article with this slug, or undefined: the route turns undefined into a 404. */
export function findArticle(id: string): BlogArticle | undefined {
  return articles.find((article) => article.id === id)
}
