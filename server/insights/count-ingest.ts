import { isbot } from 'isbot'
import type { CountEvent } from '../../content/count.schema.ts'
import { enquiryKindOf } from '../../content/desk/enquiry-kinds.ts'
import type { CountRow } from './count.repository.ts'

/** The path stored for an event whose page is not one of the built site's. */
export const otherPath = '(other)'

/**
 * Whether a request's user agent is counted: one is given and it is not a known bot, crawler or
 * headless browser (isbot's maintained list; HeadlessChrome is on it). A beacon from anything
 * else is answered as if taken, and nothing of it is stored.
 */
export function isCountedAgent(userAgent: string | undefined): userAgent is string {
  return userAgent !== undefined && userAgent.trim() !== '' && !isbot(userAgent)
}

/** A page view's device class from the user agent alone (the GIF of a page without JavaScript). */
export function deviceOfAgent(userAgent: string): 'mobile' | 'desktop' {
  return /Mobi|Android/.test(userAgent) ? 'mobile' : 'desktop'
}

/** What a beacon's events share once it is taken: its day, time, visitor and device. */
export interface CountContext {
  day: string
  receivedAt: number
  visitor: string
  device: string
  /** Whether a path is a page of the built site; others are stored as `(other)`. */
  isPage: (path: string) => boolean
  /** The site's own host (and host:port): a referrer of its own is not an arrival. */
  ownHosts: ReadonlySet<string>
}

/** The hosts a referrer of the site itself names, from SITE_URL. */
export function ownHostsOf(siteUrl: string): ReadonlySet<string> {
  const url = new URL(siteUrl)
  return new Set([url.host.toLowerCase(), url.hostname.toLowerCase()])
}

/**
 * The rows of a beacon's events: a view's landing becomes its source (utm_source, else the
 * referring host, else `(direct)`), medium (utm_medium, else `referral` for a referrer, else
 * `(none)`) and campaign (utm_campaign or `(none)`); a landing whose only news is the site's own
 * host is none. An enquiry is filed under the kind the desk gives an enquiry from its page.
 */
export function countRowsOf(events: readonly CountEvent[], context: CountContext): CountRow[] {
  const rows: CountRow[] = []
  for (const event of events) {
    // one object shape for every row, its keys in the column order the repository writes
    const row: CountRow = {
      day: context.day,
      received_at: context.receivedAt,
      visitor: context.visitor,
      kind: event.kind,
      path: context.isPage(event.path) ? event.path : otherPath,
      device: context.device,
      source: null,
      medium: null,
      campaign: null,
      detail: null,
      nights: null,
      party: null,
      lead_days: null,
    }
    switch (event.kind) {
      case 'view': {
        const landing = event.landing
        if (landing === undefined) break
        const referrer =
          landing.referrer !== undefined && !context.ownHosts.has(landing.referrer)
            ? landing.referrer
            : undefined
        const { utmSource, utmMedium, utmCampaign } = landing
        // a landing that names only the site itself is a page of a visit, not an arrival
        if (
          referrer === undefined &&
          landing.referrer !== undefined &&
          utmSource === undefined &&
          utmMedium === undefined &&
          utmCampaign === undefined
        )
          break
        row.source = utmSource ?? referrer ?? '(direct)'
        row.medium = utmMedium ?? (referrer !== undefined ? 'referral' : '(none)')
        row.campaign = utmCampaign ?? '(none)'
        break
      }
      case 'book-now':
        row.detail = event.control
        break
      case 'availability':
        row.nights = event.nights
        row.party = event.party
        row.lead_days = event.leadDays
        break
      case 'enquiry':
        row.detail = enquiryKindOf(event.path)
        break
    }
    rows.push(row)
  }
  return rows
}
