import { useSyncExternalStore } from 'react'
import { toIsoDate, type IsoDate } from '../../../content/calendar.ts'
import { currentDay } from './render-day.ts'

/** The attribute that carries the prerender's date into the page, for hydration to agree on. */
export const renderDateAttribute = 'data-render-date'

let hydrationDay: IsoDate | undefined

/**
 * The day the HTML was rendered: on the server, the render's day (the build's, or the day the
 * server serves the page); in the browser during hydration, the date stamped into the page, so the first client render matches
 * the server's markup exactly (no hydration mismatch) before switching to the visitor's date.
 */
function renderSnapshot(): IsoDate {
  if (typeof document === 'undefined') return currentDay()
  if (hydrationDay === undefined) {
    const stamped = document
      .querySelector(`[${renderDateAttribute}]`)
      ?.getAttribute(renderDateAttribute)
    hydrationDay =
      stamped && /^\d{4}-\d{2}-\d{2}$/.test(stamped) ? (stamped as IsoDate) : toIsoDate(new Date())
  }
  return hydrationDay
}

function visitorSnapshot(): IsoDate {
  return toIsoDate(new Date())
}

/** Re-reads the date every minute, so a page left open past midnight moves to the new day. */
function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, 60_000)
  window.addEventListener('focus', onChange)
  return () => {
    window.clearInterval(timer)
    window.removeEventListener('focus', onChange)
  }
}

/**
 * Today's date as `YYYY-MM-DD` for deciding whether an offer is current. It is the render's day
 * while rendering on the server and hydrating, then the visitor's own local date, so an offer that ends
 * after the build still shows as ended (and a test can move the clock). Components that use it
 * should stamp their root with `{ [renderDateAttribute]: today }` so hydration reads it back.
 */
export function useToday(): IsoDate {
  return useSyncExternalStore(subscribe, visitorSnapshot, renderSnapshot)
}
