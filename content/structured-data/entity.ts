import { absoluteUrl } from '../deploy.ts'

/**
 * The opening keys of a page's own JSON-LD entry: its schema.org type and its `@id`, the page's
 * URL with a fragment naming the thing (`#offer`, `#page`), so other entries can refer to it.
 */
export function entity<const Type extends string>(type: Type, path: string, fragment: string) {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': `${absoluteUrl(path)}#${fragment}`,
  } as const
}

/** A page entity that names its URL next (AboutPage, ContactPage, Blog). */
export function pageEntity<const Type extends string>(type: Type, path: string, fragment: string) {
  return { ...entity(type, path, fragment), url: absoluteUrl(path) }
}

/** A reference to the site-wide Resort entry (content/structured-data/general.ts). */
export const resortReference = () => ({ '@id': `${absoluteUrl('/')}#resort` })
