import { suites } from './suites.ts'

/**
 * What a suite's card shows (lead picture, name, size, summary, its page), for the pages that
 * list the suites without showing them in full (Home). Evaluated at build time for the browser
 * (scripts/build/build-time-modules.ts), so those pages carry these few strings and not the
 * suites' descriptions, amenities and tariff notes.
 */
export const suiteCards = suites.map(({ id, title, path, sizeSqFt, summary, lead }) => ({
  id,
  title,
  path,
  sizeSqFt,
  summary,
  lead,
}))
