import { describe, expect, it } from 'vitest'
import { parseEnquiryPayload } from './enquiry-payload.ts'
import { site } from './site.ts'

/*
 * The longest value of each field of an enquiry (server/README.md: over-long text is a 400 with
 * a clear message; DECISIONS: nothing half-stored). Each limit is checked at its last accepted
 * length and one past it, the same in the form and on the server (they share the schema).
 */
const valid = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  message: 'We would love a valley view suite in December',
  phone: '+919845012345',
  hotel: site.hotels[0],
  puzzle: { token: 'abc.def', answer: 7 },
}

/** The errors of `valid` with `changes`, or `{}` when it parses. */
function errorsWith(changes: Record<string, unknown>): Record<string, string | undefined> {
  const result = parseEnquiryPayload({ ...valid, ...changes })
  return result.ok ? {} : result.errors
}

describe('the longest value of each enquiry field, at the limit and one past it', () => {
  it('name: 100 characters', () => {
    expect(errorsWith({ name: 'a'.repeat(100) })).toEqual({})
    expect(errorsWith({ name: 'a'.repeat(101) })).toEqual({
      name: 'Name must be at most 100 characters',
    })
  })

  it('email: 254 characters', () => {
    const at = (length: number) => `${'a'.repeat(length - '@example.in'.length)}@example.in`
    expect(errorsWith({ email: at(254) })).toEqual({})
    expect(errorsWith({ email: at(255) })).toEqual({
      email: 'Email must be at most 254 characters',
    })
  })

  it('message: 4000 characters', () => {
    expect(errorsWith({ message: 'word '.repeat(800) })).toEqual({})
    expect(errorsWith({ message: `${'word '.repeat(800)}x` })).toEqual({
      message: 'Message must be at most 4000 characters',
    })
  })

  it('phone: 20 characters, with the spaces people type', () => {
    const spaced = '+91 98450 12345'
    expect(errorsWith({ phone: spaced.padEnd(20) })).toEqual({})
    expect(errorsWith({ phone: spaced.padEnd(21) })).toEqual({
      phone: 'Phone must be at most 20 characters',
    })
  })

  it('hotel: 120 characters (then it must still be one of ours)', () => {
    expect(errorsWith({ hotel: 'h'.repeat(120) })).toEqual({
      hotel: 'Please choose one of our hotels',
    })
    expect(errorsWith({ hotel: 'h'.repeat(121) })).toEqual({
      hotel: 'Hotel must be at most 120 characters',
    })
  })

  it('page: 300 characters', () => {
    const page = (length: number) => `/${'p'.repeat(length - 1)}`
    const parsed = parseEnquiryPayload({ ...valid, page: page(300) })
    expect(parsed.ok && parsed.value.page).toBe(page(300))
    expect(errorsWith({ page: page(301) })).toEqual({ page: 'Page must be at most 300 characters' })
  })

  it('puzzle token: 300 characters', () => {
    expect(errorsWith({ puzzle: { token: 't'.repeat(300), answer: 7 } })).toEqual({})
    expect(errorsWith({ puzzle: { token: 't'.repeat(301), answer: 7 } })).toEqual({
      puzzle: 'Your answer is incorrect',
    })
  })
})
