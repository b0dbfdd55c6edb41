import { describe, expect, it } from 'vitest'
import { parseCountEvent, parseCountEvents } from './count.schema.ts'

const view = { kind: 'view', path: '/suites' }

describe('the count events a beacon may carry', () => {
  it('takes 50 events in one beacon, not 51', () => {
    expect(parseCountEvents(Array.from({ length: 50 }, () => view))).toHaveLength(50)
    expect(parseCountEvents(Array.from({ length: 51 }, () => view))).toBeUndefined()
  })

  it('takes a referrer or campaign of 100 characters, not 101', () => {
    const host = `${'a'.repeat(96)}.com`
    expect(host).toHaveLength(100)
    expect(parseCountEvent({ ...view, landing: { referrer: host } })).toBeDefined()
    expect(parseCountEvent({ ...view, landing: { referrer: `a${host}` } })).toBeUndefined()
    expect(parseCountEvent({ ...view, landing: { utmCampaign: 'c'.repeat(100) } })).toBeDefined()
    expect(parseCountEvent({ ...view, landing: { utmCampaign: 'c'.repeat(101) } })).toBeUndefined()
  })

  it('takes Check Availability up to 60 nights, a party of 40 and 730 days ahead, not one more', () => {
    const search = { kind: 'availability', path: '/suites', nights: 60, party: 40, leadDays: 730 }
    expect(parseCountEvent(search)).toEqual(search)
    expect(parseCountEvent({ ...search, nights: 61 })).toBeUndefined()
    expect(parseCountEvent({ ...search, party: 41 })).toBeUndefined()
    expect(parseCountEvent({ ...search, leadDays: 731 })).toBeUndefined()
  })
})
