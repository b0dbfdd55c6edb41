import { describe, expect, it } from 'vitest'
import { enquiryStatuses, isEnquiryStatus, statusLabels } from './statuses.ts'

describe('enquiry statuses', () => {
  it('are the six of the desk, each with the label staff read (DECISIONS)', () => {
    expect(Object.fromEntries(enquiryStatuses.map((s) => [s, statusLabels[s]]))).toEqual({
      new: 'New',
      'in-hand': 'In hand',
      replied: 'Replied',
      booked: 'Booked',
      'not-booked': 'Not booked',
      spam: 'Spam',
    })
    expect(Object.keys(statusLabels).sort()).toEqual([...enquiryStatuses].sort())
  })

  it('recognise a stored status, and nothing else', () => {
    for (const status of ['new', 'in-hand', 'replied', 'booked', 'not-booked', 'spam'])
      expect(isEnquiryStatus(status), status).toBe(true)
    for (const other of ['New', 'in hand', 'closed', '', null, 0, 'toString', undefined])
      expect(isEnquiryStatus(other), String(other)).toBe(false)
  })
})
