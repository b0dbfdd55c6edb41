/**
 * The site's count (issue 43, docs/insights.md): what a page tells the server of a visit, in the
 * same beacon as its web-vitals (`POST /api/vitals`, content/vitals.schema.ts, field `events`).
 * Shared by the page that sends it and the server that checks it. Nothing here identifies a
 * visitor: no id, no cookie, no dates; the server adds the day and a daily visitor hash.
 */

/** The Book Now controls a hand-off can begin at (a press opens the booking sheet). */
export const bookNowControls = ['header', 'phone-bar', 'side-menu', 'sheet', 'page'] as const
export type BookNowControl = (typeof bookNowControls)[number]

/** Where a visit came from, on its landing page view only (the first view of an outside arrival). */
export interface Landing {
  /** The referring site's host (`www.google.com`), when another site sent the visitor. */
  referrer?: string
  utmSource?: string
  utmMedium?: string
  utmCampaign?: string
}

/**
 * One moment of a visit:
 * - `view`: a page shown (a load, or a client-side navigation), with `landing` on an arrival;
 * - `book-now`: a hand-off to the booking engine (a followed link to it), with the control that
 *   began it: the Book Now in the header, the phone bar or the side menu that opened the sheet,
 *   `sheet` when the sheet was opened otherwise, `page` for a booking bar on the page itself;
 * - `availability`: Check Availability followed with dates: the nights, the party (adults and
 *   children) and the days from today to arrival, never the dates;
 * - `enquiry`: an enquiry sent from the page; the server files its kind from the path, as the
 *   desk files the enquiry (content/desk/enquiry-kinds.ts `enquiryKindOf`).
 */
export type CountEvent =
  | { kind: 'view'; path: string; landing?: Landing }
  | { kind: 'book-now'; path: string; control: BookNowControl }
  | { kind: 'availability'; path: string; nights: number; party: number; leadDays: number }
  | { kind: 'enquiry'; path: string }

/** The most events one beacon may carry (server/README.md: 50). */
export const maxEventsPerBeacon = 50

/** The longest referrer host kept, and the length a campaign value is cut to. */
export const maxLandingLength = 100

/** Check Availability's plausible ranges (the booking bar's own limits are inside them). */
export const availabilityLimits = { nights: 60, party: 40, leadDays: 730 } as const

const eventKeys = {
  view: ['kind', 'path', 'landing'],
  'book-now': ['kind', 'path', 'control'],
  availability: ['kind', 'path', 'nights', 'party', 'leadDays'],
  enquiry: ['kind', 'path'],
} as const

const pathPattern = /^\/(?:[a-z0-9._~-]+(?:\/[a-z0-9._~-]+)*)?$/i
/** A host: letters, digits, dots and hyphens (an IDN arrives as punycode). */
const hostPattern = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/i
/** What a campaign value loses: control characters and angle brackets. */
// eslint-disable-next-line no-control-regex -- control characters are what it takes out
const landingRefused = /[\u0000-\u001f\u007f<>]/gu

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const wholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max

/**
 * A landing's values as the server keeps them: a referrer only when it is a plain host of at
 * most 100 characters (else the landing stays, without it: a direct arrival); a campaign value
 * without control characters or angle brackets, trimmed, lower-cased and cut to 100 characters
 * (left out when nothing remains). The page sends what the address and the referrer hold, so an
 * odd value costs neither the beacon nor its metrics; anything but strings under the four keys
 * is refused.
 */
function parseLanding(value: unknown): Landing | undefined {
  if (!isRecord(value)) return undefined
  const landing: Landing = {}
  for (const [key, raw] of Object.entries(value)) {
    if (typeof raw !== 'string') return undefined
    if (key === 'referrer') {
      if (raw.length <= maxLandingLength && hostPattern.test(raw))
        landing.referrer = raw.toLowerCase()
    } else if (key === 'utmSource' || key === 'utmMedium' || key === 'utmCampaign') {
      const clean = raw.replace(landingRefused, '').trim().slice(0, maxLandingLength).trim()
      if (clean !== '') landing[key] = clean.toLowerCase()
    } else return undefined
  }
  return landing
}

/** Parses one untrusted event; undefined for anything that is not exactly one of the four. */
export function parseCountEvent(value: unknown): CountEvent | undefined {
  if (!isRecord(value)) return undefined
  const { kind, path } = value
  if (typeof kind !== 'string' || !Object.hasOwn(eventKeys, kind)) return undefined
  const allowed: readonly string[] = eventKeys[kind as keyof typeof eventKeys]
  if (!Object.keys(value).every((key) => allowed.includes(key))) return undefined
  if (typeof path !== 'string' || path.length > 200 || !pathPattern.test(path)) return undefined
  switch (kind) {
    case 'view': {
      if (value['landing'] === undefined) return { kind, path }
      const landing = parseLanding(value['landing'])
      return landing === undefined ? undefined : { kind, path, landing }
    }
    case 'book-now': {
      const control = value['control']
      return (bookNowControls as readonly unknown[]).includes(control)
        ? { kind, path, control: control as BookNowControl }
        : undefined
    }
    case 'availability': {
      const { nights, party, leadDays } = value
      if (!wholeIn(nights, 1, availabilityLimits.nights)) return undefined
      if (!wholeIn(party, 1, availabilityLimits.party)) return undefined
      if (!wholeIn(leadDays, 0, availabilityLimits.leadDays)) return undefined
      return { kind, path, nights, party, leadDays }
    }
    default:
      return { kind: 'enquiry', path }
  }
}

/** Parses a beacon's `events`: one to 50 events, every one valid; undefined otherwise. */
export function parseCountEvents(value: unknown): CountEvent[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > maxEventsPerBeacon)
    return undefined
  const events: CountEvent[] = []
  for (const item of value as unknown[]) {
    const event = parseCountEvent(item)
    if (event === undefined) return undefined
    events.push(event)
  }
  return events
}
