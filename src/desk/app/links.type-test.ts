import type { DeskPath } from './links.tsx'

/* The desk's links are typed by its own routes: each screen's path, and nothing else. */
export const paths: DeskPath[] = [
  '/',
  '/welcome',
  '/enquiries/$id',
  '/account',
  '/staff',
  '/privacy',
  '/audit',
]
// @ts-expect-error no such screen in the desk
export const unknown: DeskPath = '/enquiries-typo'
// @ts-expect-error the public site's paths are not the desk's
export const publicPath: DeskPath = '/contact'
