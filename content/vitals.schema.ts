import { parseCountEvents, type CountEvent } from './count.schema.ts'

/**
 * The page-visibility metrics beacon (`POST /api/vitals`), shared by the page that sends it and
 * the server that checks it. A beacon names the page's route, how it was reached and a coarse
 * device class, with one value per metric: nothing that identifies a visitor.
 */

export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
export type VitalName = (typeof vitalNames)[number]

/** As web-vitals names them. */
export const navigationTypes = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const
export type NavigationType = (typeof navigationTypes)[number]

/** By viewport width: under 768 px (the site's mobile breakpoint), under 1200 px, wider. */
export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const
export type DeviceClass = (typeof deviceClasses)[number]

export interface VitalsBeacon {
  route: string
  navigationType: NavigationType
  device: DeviceClass
  /** Empty when the beacon carries only the visit's count. */
  metrics: { name: VitalName; value: number }[]
  /** The visit's count since the last beacon (content/count.schema.ts), when there is one. */
  events?: CountEvent[]
}

/** Where the device classes change: the site's mobile and wide layout breakpoints (spec 9). */
const deviceBreakpoints = { tablet: 768, desktop: 1200 } as const

/** The longest route a beacon may name (server/README.md: 200 characters). */
const maxRouteLength = 200

/** The device class of a viewport width in CSS pixels. */
export function deviceClassOf(width: number): DeviceClass {
  if (width < deviceBreakpoints.tablet) return 'mobile'
  return width < deviceBreakpoints.desktop ? 'tablet' : 'desktop'
}

/** Largest plausible value: CLS is a score, the others milliseconds (a minute is already absurd). */
const maxValue: Record<VitalName, number> = {
  LCP: 120_000,
  INP: 120_000,
  CLS: 100,
  FCP: 120_000,
  TTFB: 120_000,
}

const routePattern = /^\/(?:[a-z0-9._~-]+(?:\/[a-z0-9._~-]+)*)?$/i

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function hasOnly(value: Record<string, unknown>, keys: readonly string[]): boolean {
  return Object.keys(value).every((key) => keys.includes(key))
}

/**
 * Parses an untrusted beacon body: the four fields and optional `events`, a plain path of at
 * most 200 characters (no query, no fragment), a known navigation type and device class, up to
 * five distinct metrics with finite values in range, and one to 50 valid count events; a beacon
 * without events has at least one metric. Undefined for anything else.
 */
export function parseVitalsBeacon(body: unknown): VitalsBeacon | undefined {
  if (
    !isRecord(body) ||
    !hasOnly(body, ['route', 'navigationType', 'device', 'metrics', 'events'])
  ) {
    return undefined
  }
  const { route, navigationType, device, metrics } = body
  const events = body['events'] === undefined ? undefined : parseCountEvents(body['events'])
  if (body['events'] !== undefined && events === undefined) return undefined
  if (typeof route !== 'string' || route.length > maxRouteLength || !routePattern.test(route))
    return undefined
  if (!(navigationTypes as readonly unknown[]).includes(navigationType)) return undefined
  if (!(deviceClasses as readonly unknown[]).includes(device)) return undefined
  if (!Array.isArray(metrics) || metrics.length > vitalNames.length) return undefined
  if (metrics.length === 0 && events === undefined) return undefined
  const seen = new Set<string>()
  const clean: VitalsBeacon['metrics'] = []
  for (const metric of metrics as unknown[]) {
    if (!isRecord(metric) || !hasOnly(metric, ['name', 'value'])) return undefined
    const { name, value } = metric
    if (!(vitalNames as readonly unknown[]).includes(name) || seen.has(name as string)) {
      return undefined
    }
    const vital = name as VitalName
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return undefined
    if (value > maxValue[vital]) return undefined
    seen.add(vital)
    clean.push({ name: vital, value })
  }
  return {
    route,
    navigationType: navigationType as NavigationType,
    device: device as DeviceClass,
    metrics: clean,
    ...(events === undefined ? {} : { events }),
  }
}
