/**
 * `npm run content:check`: for the editors, what the offer calendar does by itself in the coming
 * days: which offers and packages end (their last bookable day) and which start, and what is
 * bookable today, in the resort's time zone. It only reports; it exits 0 whatever it finds.
 */
import { parseArgs } from 'node:util'
import { isIsoDate, isoDateIn, resortTimeZone } from '../content/calendar.ts'
import { calendarReport } from '../content/offer-calendar.ts'

const usage = `Usage: npm run content:check [-- --today YYYY-MM-DD] [--days N]

Prints what ends and what starts in the next N days (30 by default), from today in India or
the given day.`

const { values } = parseArgs({
  options: { today: { type: 'string' }, days: { type: 'string' }, help: { type: 'boolean' } },
})
if (values.help === true) {
  console.log(usage)
  process.exit(0)
}
const today = values.today ?? isoDateIn(resortTimeZone, new Date())
const days = Number(values.days ?? '30')
if (!isIsoDate(today) || !Number.isInteger(days) || days < 1 || days > 366) {
  process.stderr.write(`${usage}\n`)
  process.exit(2)
}
console.log(calendarReport(today, days))
