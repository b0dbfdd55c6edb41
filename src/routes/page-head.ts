import type { BreadcrumbList, Thing, WithContext } from 'schema-dts'
import { absoluteUrl, mediaUrl } from '../../content/deploy.ts'
import { media, type MediaKey } from '../../content/media/index.ts'
import type { PageSeo } from '../../content/offers.ts'
import { absoluteMedia } from '../../content/structured-data/media-url.ts'
import { photoFor, recordPictureUse } from '../../content/media/photos.ts'
import { site } from '../../content/site.ts'

export interface Crumb {
  readonly name: string
  readonly path: string
}

export interface PageHeadInput {
  /** The route's own path (for a dynamic route, the resolved path): the canonical link. */
  readonly path: string
  /**
   * Page title without the brand (the brand is appended; at most 60 characters in all) and meta
   * description (70 to 160 characters).
   */
  readonly seo: PageSeo
  /** The image shared on social sites; defaults to the home hero. */
  readonly image?: MediaKey
  /** The route's own JSON-LD entries (the general entries come from the root route). */
  readonly jsonLd?: readonly WithContext<Thing>[]
  /** Breadcrumb trail after Home; adds a BreadcrumbList entry. */
  readonly breadcrumbs?: readonly Crumb[]
  /** For a page one step below Home, its name in the trail Home › name (instead of `breadcrumbs`). */
  readonly crumb?: string
  /** Open Graph type; `website` unless given. */
  readonly ogType?: 'website' | 'article'
  /** Keeps the page out of search results (an offer that cannot be booked on the day). */
  readonly noindex?: boolean
}

type MetaTag =
  { title: string } | { name: string; content: string } | { property: string; content: string }

/** What a route's `head()` returns, in TanStack Router's shape. */
export interface RouteHead {
  meta: MetaTag[]
  links: { rel: string; href: string }[]
  scripts: { type: 'application/ld+json'; children: string }[]
}

/** The full document title for a page title. */
export function documentTitle(title: string): string {
  return title === site.displayName ? title : `${title} | ${site.name}`
}

/** JSON for a `<script type="application/ld+json">` that cannot close its own element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** A BreadcrumbList for a trail that starts at Home. */
export function breadcrumbList(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  const trail = [{ name: 'Home', path: '/' }, ...crumbs]
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }
}

/** Social sites do not read SVG: the build renders each share image as a 1200x630 JPEG here. */
export const ogImageSize = { width: 1200, height: 630 } as const

/** The absolute URL of a page's share image (`og/<key>.jpg`, written by the build). */
export function ogImageUrl(key: MediaKey): string {
  recordPictureUse(key, 'og')
  return absoluteMedia(mediaUrl(`og/${key}.jpg`))
}

/**
 * Builds a route's head: title, description, canonical (from SITE_URL), Open Graph and
 * Twitter tags, and its JSON-LD. Used by every route file's `head()`, rendered into the
 * prerendered HTML and kept in sync on client navigation by HeadSync.
 */
export function pageHead(input: PageHeadInput): RouteHead {
  const url = absoluteUrl(input.path)
  const title = documentTitle(input.seo.title)
  const { description } = input.seo
  const imageKey = input.image ?? 'home.hero'
  const image = media[imageKey]
  const jsonLd = [...(input.jsonLd ?? [])]
  const trail =
    input.breadcrumbs ??
    (input.crumb === undefined ? [] : [{ name: input.crumb, path: input.path }])
  if (trail.length > 0) jsonLd.push(breadcrumbList(trail))
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      ...(input.noindex === true ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:type', content: input.ogType ?? 'website' },
      { property: 'og:site_name', content: site.displayName },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: ogImageUrl(imageKey) },
      { property: 'og:image:width', content: String(ogImageSize.width) },
      { property: 'og:image:height', content: String(ogImageSize.height) },
      { property: 'og:image:alt', content: photoFor(imageKey)?.photo.alt ?? image.alt },
      { property: 'og:locale', content: 'en_IN' },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: jsonLd.map((entry) => ({ type: 'application/ld+json', children: jsonLdText(entry) })),
  }
}
