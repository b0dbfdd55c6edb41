import { describe, expect, it } from 'vitest'
import {
  addDays,
  blackoutText,
  currentSeason,
  dayStatus,
  formatDate,
  isBlackout,
  isIsoDate,
  isoDateIn,
  seasonText,
  statusText,
  toIsoDate,
} from './calendar.ts'

const monsoon = { season: { from: '07-01', until: '08-31' } } as const
const winter = { season: { from: '10-01', until: '01-15' } } as const
const oneOff = { window: { from: '2023-01-01', until: '2023-12-31' } } as const

describe('dayStatus', () => {
  // [the offer's dates, the day, what the day is for it]
  const days = [
    // a yearly season is valid on both end days and returns the next year after it
    [monsoon, '2026-06-30', { kind: 'returning', returnsOn: '2026-07-01' }],
    [monsoon, '2026-07-01', { kind: 'valid', endsOn: '2026-08-31' }],
    [monsoon, '2026-08-31', { kind: 'valid', endsOn: '2026-08-31' }],
    [monsoon, '2026-09-01', { kind: 'returning', returnsOn: '2027-07-01' }],
    // a season across the new year ends in the next year and returns in the autumn
    [winter, '2026-11-22', { kind: 'valid', endsOn: '2027-01-15' }],
    [winter, '2027-01-15', { kind: 'valid', endsOn: '2027-01-15' }],
    [winter, '2027-01-16', { kind: 'returning', returnsOn: '2027-10-01' }],
    [winter, '2027-09-30', { kind: 'returning', returnsOn: '2027-10-01' }],
    // all year never ends; a fixed window opens, runs and ends for good
    [{ season: 'all year' }, '2099-12-31', { kind: 'valid' }],
    [oneOff, '2022-12-31', { kind: 'upcoming', opensOn: '2023-01-01' }],
    [oneOff, '2023-06-01', { kind: 'valid', endsOn: '2023-12-31' }],
    [oneOff, '2026-11-22', { kind: 'ended', endedOn: '2023-12-31' }],
  ] as const

  it.each(days)('%o on %s is %o', (dates, day, status) => {
    expect(dayStatus(dates, day)).toEqual(status)
  })

  it('gives the current or coming season’s dates', () => {
    expect(currentSeason(winter, '2027-03-01')).toEqual({ from: '2027-10-01', until: '2028-01-15' })
    expect(currentSeason(winter, '2027-01-02')).toEqual({ from: '2026-10-01', until: '2027-01-15' })
    expect(currentSeason({ season: 'all year' }, '2027-01-02')).toBeUndefined()
  })
})

describe('blackouts', () => {
  const peak = { season: 'all year', blackouts: [{ from: '12-23', until: '01-01' }] } as const
  it('are yearly stay dates, across the new year', () => {
    expect(isBlackout(peak, '2026-12-22')).toBe(false)
    expect(isBlackout(peak, '2026-12-23')).toBe(true)
    expect(isBlackout(peak, '2027-01-01')).toBe(true)
    expect(isBlackout(peak, '2027-01-02')).toBe(false)
  })
  it('do not make the offer unbookable: it stays listed for its other dates', () => {
    expect(dayStatus(peak, '2026-12-25').kind).toBe('valid')
  })
  it('read as the resort writes them', () => {
    expect(blackoutText(peak)).toBe('Not valid for stays from 23 December to 1 January.')
    expect(blackoutText(monsoon)).toBeUndefined()
  })
})

describe('words', () => {
  it('formats dates and seasons as the resort writes them', () => {
    expect(formatDate('2025-12-22')).toBe('22 December 2025')
    expect(formatDate('2024-07-01')).toBe('1 July 2024')
    expect(seasonText(winter)).toBe('Every year from 1 October to 15 January')
    expect(seasonText(oneOff)).toBe('From 1 January 2023 to 31 December 2023')
  })

  it('says "Ends on" within 30 days of the end, "Valid until" before, and when it returns', () => {
    expect(statusText(dayStatus(winter, '2026-11-22'), '2026-11-22')).toBe(
      'Valid until 15 January 2027',
    )
    expect(statusText(dayStatus(winter, '2026-12-16'), '2026-12-16')).toBe(
      'Ends on 15 January 2027',
    )
    // 31 days ahead is not yet "ending"
    expect(statusText(dayStatus(winter, '2026-12-15'), '2026-12-15')).toBe(
      'Valid until 15 January 2027',
    )
    expect(statusText(dayStatus(winter, '2027-02-01'), '2027-02-01')).toBe(
      'Returns on 1 October 2027',
    )
    expect(statusText(dayStatus(oneOff, '2026-02-01'), '2026-02-01')).toBe(
      'Ended on 31 December 2023',
    )
    expect(statusText({ kind: 'valid' }, '2026-02-01')).toBe('No end date')
  })
})

describe('days', () => {
  it('counts days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28')
  })
  it('takes the local calendar day of a Date, and the day in a time zone', () => {
    expect(toIsoDate(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21')
    // 20:00 UTC is already the next day in India (UTC+5:30).
    expect(isoDateIn('Asia/Kolkata', new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22')
  })
  it('knows a real date', () => {
    expect(isIsoDate('2026-02-28')).toBe(true)
    expect(isIsoDate('2026-02-30')).toBe(false)
    expect(isIsoDate('26-2-3')).toBe(false)
  })
})
