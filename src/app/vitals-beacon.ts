import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'
import { deviceClassOf, type VitalName, type VitalsBeacon } from '../../content/vitals.schema.ts'
import { pathOf, startCount, type CountRouter } from './count/count.ts'

/**
 * Page-visibility metrics (spec section 7: loaded lazily). Collects LCP, INP, CLS, FCP and TTFB
 * of this page load with web-vitals and sends them in one beacon to the site's own
 * `/api/vitals` when the page is hidden or left: the route, how it was reached and a coarse
 * device class, nothing that identifies the visitor. The entry loads this module once the
 * browser is idle, so it is never part of the first load (web-vitals reads the buffered
 * performance entries of what happened before).
 *
 * The site's count (count/count.ts) rides in the same beacon: its events since the last one
 * (at most 50); a beacon may carry events and no metrics, or metrics and no events. Nothing is
 * sent before the page is hidden or left.
 */
export function reportVitals(router: CountRouter): void {
  if (typeof navigator.sendBeacon !== 'function') return
  const takeEvents = startCount(router)
  const route = pathOf(location.pathname)
  const device = deviceClassOf(window.innerWidth)
  let navigationType: VitalsBeacon['navigationType'] = 'navigate'
  const pending = new Map<VitalName, number>()
  const take = (metric: Metric) => {
    pending.set(metric.name, metric.value)
    navigationType = metric.navigationType
  }
  onTTFB(take)
  onFCP(take)
  onLCP(take)
  onCLS(take)
  onINP(take)

  // Registered after web-vitals' own listeners, so the values it finalises on hide are in.
  const flush = () => {
    const events = takeEvents()
    if (pending.size === 0 && events.length === 0) return
    const beacon: VitalsBeacon = {
      route,
      navigationType,
      device,
      metrics: [...pending].map(([name, value]) => ({ name, value })),
      ...(events.length > 0 ? { events } : {}),
    }
    pending.clear()
    navigator.sendBeacon(
      '/api/vitals',
      new Blob([JSON.stringify(beacon)], { type: 'application/json' }),
    )
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  addEventListener('pagehide', flush)
}
