import type { Metric } from 'web-vitals'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseVitalsBeacon } from '../../content/vitals.schema.ts'
import { recordPageListeners } from '../../tests/fakes/page-listeners.ts'
import { announceEnquirySent } from '../components/enquiry-form/enquiry-sent.ts'
import { reportVitals } from './vitals-beacon.ts'

/** web-vitals' reporters, held so a test can hand the page a metric when it likes. */
const vitals = vi.hoisted(() => ({ reporters: new Map<string, (metric: Metric) => void>() }))
vi.mock('web-vitals', () => {
  const on = (name: string) => (report: (metric: Metric) => void) =>
    void vitals.reporters.set(name, report)
  return {
    onTTFB: on('TTFB'),
    onFCP: on('FCP'),
    onLCP: on('LCP'),
    onCLS: on('CLS'),
    onINP: on('INP'),
  }
})

const metric = (name: string, value: number) =>
  vitals.reporters.get(name)?.({ name, value, navigationType: 'navigate' } as Metric)

const router = { subscribe: () => () => {} }
let sent: { url: string; data: Blob }[] = []
let listeners: ReturnType<typeof recordPageListeners>

beforeEach(() => {
  sent = []
  listeners = recordPageListeners()
  delete window.__countQueue
  history.replaceState(null, '', '/contact')
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: Blob) => sent.push({ url, data }) > 0,
  })
})
afterEach(() => {
  listeners.removeAll()
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'sendBeacon')
})

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
}

/** The beacons sent so far, each checked by the server's own parser. */
async function beacons() {
  return Promise.all(
    sent.map(async ({ url, data }) => {
      expect(url).toBe('/api/vitals')
      const beacon = parseVitalsBeacon(JSON.parse(await data.text()))
      expect(beacon, 'a beacon the server refuses').toBeDefined()
      return beacon
    }),
  )
}

describe('the beacon: web-vitals and the count together', () => {
  it('sends nothing before the page is hidden, then one beacon with the metrics and the events', async () => {
    reportVitals(router)
    metric('LCP', 1200)
    metric('CLS', 0.02)
    announceEnquirySent()
    expect(sent).toEqual([])
    hide()
    expect(await beacons()).toEqual([
      {
        route: '/contact',
        navigationType: 'navigate',
        device: 'tablet',
        metrics: [
          { name: 'LCP', value: 1200 },
          { name: 'CLS', value: 0.02 },
        ],
        events: [
          { kind: 'view', path: '/contact', landing: {} },
          { kind: 'enquiry', path: '/contact' },
        ],
      },
    ])
  })

  it('sends later events in a later beacon when the page is hidden again or left, and nothing when there is none', async () => {
    reportVitals(router)
    hide()
    hide()
    announceEnquirySent()
    metric('INP', 80)
    window.dispatchEvent(new PageTransitionEvent('pagehide'))
    const [first, second, third] = await beacons()
    expect(sent).toHaveLength(2)
    expect(first).toMatchObject({ metrics: [], events: [{ kind: 'view' }] })
    expect(second).toMatchObject({
      metrics: [{ name: 'INP', value: 80 }],
      events: [{ kind: 'enquiry', path: '/contact' }],
    })
    expect(third).toBeUndefined()
  })

  it('sends metrics alone as before when the count has nothing new', async () => {
    reportVitals(router)
    hide()
    metric('CLS', 0.1)
    hide()
    expect((await beacons())[1]).toEqual({
      route: '/contact',
      navigationType: 'navigate',
      device: 'tablet',
      metrics: [{ name: 'CLS', value: 0.1 }],
    })
  })

  it('carries at most 50 events, the most one beacon may (the rest of a long list is dropped)', async () => {
    reportVitals(router)
    for (let i = 0; i < 49; i++) announceEnquirySent()
    hide()
    for (let i = 0; i < 51; i++) announceEnquirySent()
    hide()
    expect((await beacons()).map((b) => b?.events?.length)).toEqual([50, 50])
  })
})
