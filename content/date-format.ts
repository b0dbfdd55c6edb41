/**
 * A date format made on its first use, not when its module loads. Making an
 * `Intl.DateTimeFormat` loads the locale's data: about 15 ms on a mid-range phone, which at a
 * module's top level fell inside the long task that evaluates every page's code, on pages that
 * never print a date (the blog's byline is in the inner routes' shared chunk).
 */
export function lazyDateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined
  return (date) => (format ??= new Intl.DateTimeFormat(locale, options)).format(date)
}

const longDay = lazyDateFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/**
 * A calendar day (`YYYY-MM-DD`) as "20 October 2026", read and printed in UTC so the server and
 * every browser print the same day (a blog article's date, a policy's last update).
 */
export function longDate(isoDay: string): string {
  return longDay(new Date(`${isoDay}T00:00:00Z`))
}
