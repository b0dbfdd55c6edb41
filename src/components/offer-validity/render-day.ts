import { toIsoDate, type IsoDate } from '../../../content/calendar.ts'

let serverDay: IsoDate | undefined

/**
 * Sets the day a server render speaks for (src/app/entry-server.tsx: the build's day while
 * prerendering, the day a page is served when the Node server renders its date-dependent pages).
 * `undefined` goes back to the clock.
 */
export function setRenderDay(day: IsoDate | undefined): void {
  serverDay = day
}

/**
 * The day a render decides offers on: the server render's day when one is set, else the
 * local date (the visitor's, in the browser). Route heads use it for `noindex`.
 */
export function currentDay(): IsoDate {
  return serverDay ?? toIsoDate(new Date())
}
