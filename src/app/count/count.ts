import { maxEventsPerBeacon, type CountEvent } from '../../../content/count.schema.ts'
import { deploy } from '../../../content/deploy.ts'
import type { CountMoment } from '../../components/enquiry-form/enquiry-sent.ts'
import { handoffEvents, type UnplacedEvent } from './count-handoff.ts'
import { landingOf } from './count-landing.ts'

/** What the count needs of the router: its resolved navigations (TanStack Router's `subscribe`). */
export interface CountRouter {
  subscribe(type: 'onResolved', listener: () => void): () => void
}

/** The count of this page's visit for the beacon: the events since the last call, emptied. */
export type Count = () => CountEvent[]

/** The page's path as the count names it: no trailing slash, `/` for Home. */
export const pathOf = (pathname: string): string => pathname.replace(/\/+$/, '') || '/'

/**
 * Starts the site's count for this page load (issue 43, docs/insights.md) and returns what it
 * has gathered for the beacon. It watches, without storing anything in the browser:
 * - page views: the page shown now (with where the visit came from, on an arrival from
 *   outside), each client-side navigation to another path, and a return from the back-forward
 *   cache;
 * - hand-offs to the booking engine: a followed link to it, seen by one click listener (and
 *   the middle button's) on the window, the end of the click's path, where the page's own
 *   handlers have had their say and the browser has not yet followed the link; it changes
 *   nothing. A Book Now pressed plainly opens the sheet instead, and is not a hand-off;
 * - enquiries sent: the moments the enquiry form leaves on `window.__countQueue`
 *   (enquiry-sent.ts), including any left before this code loaded.
 * Every event names the path shown when it happened. `bookingEngineUrl` is the deploy
 * configuration's; tests pass their own.
 */
export function startCount(
  router: CountRouter,
  bookingEngineUrl: string = deploy.bookingEngineUrl,
): Count {
  let events: CountEvent[] = []
  const here = () => pathOf(location.pathname)
  // 50 a beacon at the most (content/count.schema.ts): a visit rarely does 50 things between
  // two hides, and a page hidden and shown again starts a new list
  const add = (event: UnplacedEvent) =>
    events.length < maxEventsPerBeacon && events.push({ ...event, path: here() })
  let shown = here()
  const [navigation] = performance.getEntriesByType('navigation')
  const landing = landingOf(document.referrer, location.href, navigation?.type)
  add({ kind: 'view', ...(landing ? { landing } : {}) })

  router.subscribe('onResolved', () => {
    if (here() !== shown) add({ kind: 'view' })
    shown = here()
  })
  addEventListener('pageshow', (event) => event.persisted && add({ kind: 'view' }))

  // Last in the click's path (the window, bubbling), so `defaultPrevented` is the browser's own
  // answer to "is this link followed": a Book Now pressed plainly was taken by the sheet's host.
  // A middle click (auxclick) opens the link in a new tab; a right click opens a menu.
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest?.('a[href]')
    if (
      link instanceof HTMLAnchorElement &&
      link.href.startsWith(bookingEngineUrl) &&
      !event.defaultPrevented &&
      event.button < 2
    )
      handoffEvents(link, new Date()).forEach(add)
  }
  addEventListener('click', onClick)
  addEventListener('auxclick', onClick)

  const early = window.__countQueue
  window.__countQueue = { push: add }
  if (Array.isArray(early)) (early as CountMoment[]).forEach((moment) => add(moment))

  return () => {
    const taken = events
    events = []
    return taken
  }
}
