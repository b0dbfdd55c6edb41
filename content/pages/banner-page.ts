import type { PageSeo } from '../offers.ts'

/**
 * What every page that opens with a banner declares: its path, title and eyebrow, its search
 * entry, the banner's picture (one of its own media keys) and its introduction (a paragraph, or
 * several). A page's content says `satisfies BannerPage<…> & { …its own parts }`.
 */
export interface BannerPage<MediaKey extends string, Intro = readonly string[]> {
  path: string
  title: string
  eyebrow: string
  seo: PageSeo
  banner: MediaKey
  intro: Intro
}
