import { describe, expect, it } from 'vitest'
import { pageBooking } from './page-booking.ts'

describe('what the booking sheet books on a page', () => {
  it('books a package page with its engine id and minimum stay while the package is open', () => {
    expect(pageBooking('/romantic', '2026-01-10')).toEqual({
      name: 'The Misty Embrace',
      packageId: 'romantic',
      minNights: 2,
    })
    expect(pageBooking('/stay_longer', '2026-01-10')).toMatchObject({ minNights: 3 })
  })

  it('books an offer page with its minimum stay, and an offer without one as a plain search', () => {
    // Extended Bliss runs from 1 June to 22 December each year
    expect(pageBooking('/offer1', '2026-07-10')).toEqual({ name: 'Extended Bliss', minNights: 2 })
    expect(pageBooking('/earlybird', '2026-07-10')).toEqual({ name: 'Early Bird' })
    // the Credit Luxury Getaway runs from 2 January to 31 March
    expect(pageBooking('/creditluxury', '2027-02-10')).toEqual({
      name: 'Credit Luxury Getaway',
      minNights: 2,
    })
  })

  it('books the plain search on other pages, ended packages and offers out of season', () => {
    expect(pageBooking('/suites', '2026-01-10')).toBeUndefined()
    expect(pageBooking('/honeymoon', '2026-01-10')).toBeUndefined()
    expect(pageBooking('/offer1', '2027-01-10')).toBeUndefined()
  })
})
