import { DateFormatter, parseDate } from '@internationalized/date'

/** The resort's time zone: staff read every time as the resort's clock shows it. */
export const resortTimeZone = 'Asia/Kolkata'

const when = new DateFormatter('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: resortTimeZone,
})

/** An instant (epoch ms, or an ISO 8601 string) as the resort's clock read it: `29 Nov 2026, 10:30`. */
export const formatWhen = (at: number | string): string => when.format(new Date(at))

/** A calendar day (the guest's dates), in the same words: `12 Dec 2026`. */
const day = new DateFormatter('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** An ISO date as a day, or the text as it came when it is none. */
function asDay(iso: string): Date | undefined {
  try {
    return parseDate(iso).toDate('UTC')
  } catch {
    return undefined
  }
}

/**
 * The guest's stay as staff read it: `12–15 Dec 2026`, `From 12 Dec 2026`, `Until 15 Dec 2026`,
 * or undefined when the guest gave no dates.
 */
export function formatStay(arrival: string | null, departure: string | null): string | undefined {
  const start = arrival === null ? undefined : asDay(arrival)
  const end = departure === null ? undefined : asDay(departure)
  if (start && end) return day.formatRange(start, end)
  if (start) return `From ${day.format(start)}`
  if (end) return `Until ${day.format(end)}`
  // dates that are not ISO dates are shown as they came
  const given = [arrival, departure].filter((d): d is string => d !== null)
  return given.length > 0 ? given.join(' – ') : undefined
}

/** A count and its noun: `1 enquiry`, `3 enquiries`, `0 notes`. */
export const counted = (n: number, one: string, many: string): string =>
  `${n} ${n === 1 ? one : many}`
