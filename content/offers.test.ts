import { describe, expect, it } from 'vitest'
import { formatDate, isBlackout, offers, offerStatus, toIsoDate } from './offers.ts'
import { packages } from './packages.ts'
import { activePromos, buildPromos } from './promos.ts'

describe('offerStatus', () => {
  const window = { validFrom: '2024-07-01', validUntil: '2024-08-31' } as const

  it('is upcoming before the first day, active on both end days, ended after the last', () => {
    expect(offerStatus(window, '2024-06-30')).toBe('upcoming')
    expect(offerStatus(window, '2024-07-01')).toBe('active')
    expect(offerStatus(window, '2024-08-31')).toBe('active')
    expect(offerStatus(window, '2024-09-01')).toBe('ended')
  })

  it('treats a missing end as open-ended (Early Bird never ends)', () => {
    expect(offerStatus(offers.earlyBird, '2026-11-21')).toBe('active')
    expect(offerStatus(offers.earlyBird, '2099-01-01')).toBe('active')
  })

  it('on the site’s today (21 November 2026) the dated spec offers and packages have ended', () => {
    const today = '2026-11-21'
    expect(offerStatus(offers.extendedBliss, today)).toBe('ended')
    expect(offerStatus(offers.festive, today)).toBe('ended')
    expect(offerStatus(offers.weekendIndulgence, today)).toBe('ended')
    expect(offerStatus(packages.romantic, today)).toBe('ended')
    expect(offerStatus(packages.romantic, '2026-03-31')).toBe('active')
  })

  it('knows the blackout days of the season packages', () => {
    expect(isBlackout(packages.wellness, '2025-12-22')).toBe(false)
    expect(isBlackout(packages.wellness, '2025-12-23')).toBe(true)
    expect(isBlackout(packages.wellness, '2026-01-01')).toBe(true)
    expect(isBlackout(packages.wellness, '2026-01-02')).toBe(false)
  })
})

describe('dates', () => {
  it('formats dates as the resort writes them', () => {
    expect(formatDate('2025-12-22')).toBe('22 December 2025')
    expect(formatDate('2024-07-01')).toBe('1 July 2024')
  })

  it('takes the local calendar day of a Date', () => {
    expect(toIsoDate(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21')
    expect(toIsoDate(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05')
  })
})

describe('promos', () => {
  const promos = buildPromos('https://book.example.com/trillium')

  it('are the three widget promos, described and dated from their offers', () => {
    expect(promos.map((p) => [p.title, p.offerPage])).toEqual([
      ['Misty Day More', '/offer1'],
      ['Festive Offer', '/offer3'],
      ['Early Bird', '/earlybird'],
    ])
    const festive = promos[1]
    expect(festive?.description).toContain('20%')
    expect(festive?.description).not.toContain('15%')
    expect(festive?.validUntil).toBe('2025-10-31')
    expect(promos[2]).not.toHaveProperty('validUntil')
    expect(promos.every((p) => p.bookingUrl.startsWith('https://book.example.com/trillium'))).toBe(
      true,
    )
  })

  it('rotate only the promos valid on the visitor’s date', () => {
    expect(activePromos(promos, '2025-10-31').map((p) => p.id)).toEqual([
      'misty-day-more',
      'festive',
      'early-bird',
    ])
    expect(activePromos(promos, '2025-11-01').map((p) => p.id)).toEqual([
      'misty-day-more',
      'early-bird',
    ])
    expect(activePromos(promos, '2026-11-21').map((p) => p.id)).toEqual(['early-bird'])
  })
})
