import type { Landing } from '../../../content/count.schema.ts'

/**
 * Where a page load came from, when it is an arrival from outside: a referrer on another host
 * than this page's, or none at all (typed, bookmarked, or from an app that sends none: the
 * server files it as `(direct)`), with the tags of the address (`utm_source`, `utm_medium`,
 * `utm_campaign`: a newsletter's link, say). Undefined for a reload or a return through the
 * history (their referrer is the first arrival's, already counted) and for a link from this
 * site. The referrer is reduced to its host; the server cleans and cuts the values
 * (content/count.schema.ts), so the page carries no rules of its own for them.
 */
export function landingOf(
  referrer: string,
  address: string,
  navigationType: string | undefined,
): Landing | undefined {
  const here = new URL(address)
  // document.referrer is empty or a whole URL
  const from = referrer && new URL(referrer).host
  if (navigationType === 'reload' || navigationType === 'back_forward' || from === here.host)
    return undefined
  const landing: Landing = {}
  if (from) landing.referrer = from
  for (const key of ['Source', 'Medium', 'Campaign'] as const) {
    const value = here.searchParams.get(`utm_${key.toLowerCase()}`)
    if (value) landing[`utm${key}`] = value
  }
  return landing
}
