import { describe, expect, it } from 'vitest'
import { parseCountEvent, parseCountEvents } from './count.schema.ts'

const view = { kind: 'view', path: '/suites' }

describe('the count events a beacon may carry', () => {
  it('takes 50 events in one beacon, not 51', () => {
    expect(parseCountEvents(Array.from({ length: 50 }, () => view))).toHaveLength(50)
    expect(parseCountEvents(Array.from({ length: 51 }, () => view))).toBeUndefined()
  })

  it('keeps a referrer host of 100 characters, not 101, and cuts a campaign value to 100', () => {
    const host = `${'a'.repeat(96)}.com`
    expect(host).toHaveLength(100)
    const landingOf = (landing: Record<string, unknown>) => {
      const event = parseCountEvent({ ...view, landing })
      return event?.kind === 'view' ? event.landing : 'refused'
    }
    expect(landingOf({ referrer: host })).toEqual({ referrer: host })
    // a referrer it cannot keep leaves the arrival, from no site it can name
    expect(landingOf({ referrer: `a${host}` })).toEqual({})
    expect(landingOf({ referrer: 'http://[::1]:8080' })).toEqual({})
    expect(landingOf({ utmCampaign: 'c'.repeat(100) })).toEqual({ utmCampaign: 'c'.repeat(100) })
    expect(landingOf({ utmCampaign: 'c'.repeat(101) })).toEqual({ utmCampaign: 'c'.repeat(100) })
  })

  it('cleans a campaign value: no control characters or angle brackets, trimmed, lower case', () => {
    const event = parseCountEvent({
      ...view,
      landing: { utmSource: ' <b>News</b>\n', utmMedium: '  ', utmCampaign: 'Monsoon\u0000' },
    })
    expect(event).toEqual({ ...view, landing: { utmSource: 'bnews/b', utmCampaign: 'monsoon' } })
  })

  it('refuses a landing of anything but strings under its four keys', () => {
    expect(parseCountEvent({ ...view, landing: { utmSource: 5 } })).toBeUndefined()
    expect(parseCountEvent({ ...view, landing: { gclid: 'x' } })).toBeUndefined()
    expect(parseCountEvent({ ...view, landing: 'google' })).toBeUndefined()
  })

  it('takes Check Availability up to 60 nights, a party of 40 and 730 days ahead, not one more', () => {
    const search = { kind: 'availability', path: '/suites', nights: 60, party: 40, leadDays: 730 }
    expect(parseCountEvent(search)).toEqual(search)
    expect(parseCountEvent({ ...search, nights: 61 })).toBeUndefined()
    expect(parseCountEvent({ ...search, party: 41 })).toBeUndefined()
    expect(parseCountEvent({ ...search, leadDays: 731 })).toBeUndefined()
  })
})
