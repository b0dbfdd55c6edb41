import { site } from '../../../content/site.ts'
import { issueChallenge } from '../../../server/enquiries/challenge.ts'
import { autocannon, type CannonResult } from './cannon.ts'

/** A client address of its own for request `n` (the server trusts the bench as its proxy). */
export function forwardedFor(n: number): string {
  return `11.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`
}

/** A page's beacon, as the site's pages send it (content/vitals.schema.ts). */
export function beaconBody(n: number, metrics = 5): string {
  const all = [
    { name: 'LCP', value: 1200 + (n % 900) },
    { name: 'CLS', value: (n % 10) / 100 },
    { name: 'FCP', value: 800 + (n % 400) },
    { name: 'TTFB', value: 90 + (n % 60) },
    { name: 'INP', value: 40 + (n % 120) },
  ]
  return JSON.stringify({
    route: n % 3 === 0 ? '/' : n % 3 === 1 ? '/suites' : '/spa',
    navigationType: 'navigate',
    device: n % 2 === 0 ? 'mobile' : 'desktop',
    metrics: all.slice(0, metrics),
  })
}

/**
 * Enquiry `k`: a distinct valid enquiry with a puzzle of its own, signed with `secret`, from
 * `<who><k>@example.in` (`warmup` for the unmeasured runs, so that counts can leave them out).
 */
export function enquiryBody(secret: string, k: number, who = 'guest'): string {
  const c = issueChallenge(secret, Date.now())
  return JSON.stringify({
    name: 'Bench Guest',
    email: `${who}${k}@example.in`,
    message: `Enquiry ${k} about a valley view suite this winter`,
    phone: '9845012345',
    hotel: site.hotels[0],
    page: '/suites',
    puzzle: { token: c.token, answer: c.a + c.b },
  })
}

/**
 * Distinct valid enquiries posted at `url` over `connections` connections for `duration`
 * seconds; `sent()` tells how many were sent (answered or still in flight at the end).
 */
export function enquiryLoad(options: {
  url: string
  connections: number
  duration: number
  secret: string
  /** The first enquiry's number: runs against one database need numbers of their own. */
  first: number
  /** Unmeasured: the enquiries come from `warmup<n>@example.in`. */
  warmup?: boolean
}): { run: () => Promise<CannonResult>; sent: () => number } {
  const who = options.warmup === true ? 'warmup' : 'guest'
  let n = options.first
  return {
    sent: () => n - options.first,
    run: () =>
      autocannon({
        url: options.url,
        connections: options.connections,
        duration: options.duration,
        requests: [
          {
            method: 'POST',
            path: '/api/enquiry',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({
              ...request,
              body: enquiryBody(options.secret, ++n, who),
            }),
          },
        ],
      }),
  }
}

/** Beacons sent so far by this process: each run's clients are new to the server. */
let beacons = 0

/**
 * Page beacons posted at `url` from 20 connections, each from a client address of its own:
 * for `duration` seconds at `overallRate` a second, or `amount` of them as fast as they go.
 */
export function beaconLoad(
  url: string,
  options: ({ duration: number } | { amount: number }) & { overallRate?: number; metrics?: number },
): Promise<CannonResult> {
  return autocannon({
    url,
    connections: 20,
    ...('amount' in options ? { amount: options.amount } : { duration: options.duration }),
    ...(options.overallRate === undefined ? {} : { overallRate: options.overallRate }),
    requests: [
      {
        method: 'POST',
        path: '/api/vitals',
        setupRequest: (request) => {
          const b = ++beacons
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(b) },
            body: beaconBody(b, options.metrics),
          }
        },
      },
    ],
  })
}
