// Length: one subject, the enquiry schema, with a case per rule and message of spec section 5.
import { describe, expect, it } from 'vitest'
import {
  countWords,
  enquiryMessages,
  normaliseEmail,
  retryWhen,
  samePagePath,
  sendAgainNotice,
  validateEmail,
  validateEnquiryFields,
  validateHotel,
  validateMessage,
  validateName,
  validatePhone,
  validatePuzzleAnswer,
} from './enquiry.schema.ts'
import { parseEnquiryPayload } from './enquiry-payload.ts'
import { site } from './site.ts'
import { invalidNames, realNames } from '../tests/fixtures/names.ts'

const hotel = site.hotels[0]

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  message: 'We would love a valley view suite in December',
  phone: '+919845012345',
  hotel,
  puzzle: { token: 'abc.def', answer: 7 },
}

/** Each value gets the same answer from a validator: a message, or none. */
function expectEach(
  validate: (value: string) => string | undefined,
  values: readonly string[],
  answer: string | undefined,
) {
  for (const value of values) expect(validate(value), value).toBe(answer)
}

describe('field validators (spec section 5)', () => {
  it('name: required; real names in any script are valid (DECISIONS.md, Names)', () => {
    for (const name of realNames) expect(validateName(name), name).toBeUndefined()
    expect(validateName('  Zoë  Núñez ')).toBeUndefined()
    // a decomposed é (e + U+0301) and a Malayalam chillu written with a zero-width joiner
    expect(validateName('Jose\u0301')).toBeUndefined()
    expect(validateName('\u0d28\u0d3f\u0d24\u0d3f\u0d7b \u0d05\u0d28\u0d4d\u200d')).toBeUndefined()
  })

  it('name: digits, symbols, stray punctuation and control characters are "Invalid name"', () => {
    for (const bad of [...invalidNames, 'x'.repeat(101)]) {
      expect(validateName(bad), JSON.stringify(bad)).toBe('Invalid name')
    }
  })

  it('name: the server parse gives the same answers as the form', () => {
    for (const name of realNames) {
      expect(parseEnquiryPayload({ ...valid, name }).ok, name).toBe(true)
    }
    for (const name of invalidNames) {
      const parsed = parseEnquiryPayload({ ...valid, name })
      expect(!parsed.ok && parsed.errors.name, JSON.stringify(name)).toBe('Invalid name')
    }
  })

  it('email: a basic address pattern, required', () => {
    expect(validateEmail('asha@example.in')).toBeUndefined()
    expect(validateEmail(' a.b+c@mail.example.co.in ')).toBeUndefined()
    expectEach(
      validateEmail,
      ['', 'asha', 'asha@', '@example.in', 'asha@example', 'a b@example.in', 'a@b.c'],
      'Invalid email address',
    )
  })

  it('message: empty is fine, otherwise at least five words', () => {
    expect(validateMessage('')).toBeUndefined()
    expect(validateMessage('   ')).toBeUndefined()
    expect(validateMessage('one two three four five')).toBeUndefined()
    expect(validateMessage('one two three four')).toBe('Minimum words required 5')
    expect(validateMessage('one\ntwo\tthree  four')).toBe('Minimum words required 5')
    expect(countWords('  a  b\nc ')).toBe(3)
  })

  it('phone: optional, +91 then ten digits starting 6-9', () => {
    const ok = ['', '9845012345', '+919845012345', '6000000000', '+91 98450 12345', '98450-12345']
    expectEach(validatePhone, ok, undefined)
    const bad = ['5845012345', '984501234', '98450123456', '+929845012345', '91984501234x', '+91']
    expectEach(validatePhone, bad, 'Invalid phone number')
  })

  it('hotel: required and one of the configured properties', () => {
    expect(validateHotel(hotel)).toBeUndefined()
    expect(validateHotel('')).toBe('Hotel name is empty')
    expect(validateHotel('Another Hotel')).toBe(enquiryMessages.hotelUnknown)
  })

  it('puzzle: the sum of the two numbers', () => {
    expect(validatePuzzleAnswer({ a: 3, b: 4 }, '7')).toBeUndefined()
    expect(validatePuzzleAnswer({ a: 3, b: 4 }, 7)).toBeUndefined()
    expect(validatePuzzleAnswer({ a: 3, b: 4 }, '8')).toBe('Your answer is incorrect')
    expect(validatePuzzleAnswer({ a: 3, b: 4 }, '')).toBe('Your answer is incorrect')
    expect(validatePuzzleAnswer(undefined, '7')).toBe('Your answer is incorrect')
  })
})

describe('validateEnquiryFields', () => {
  it('returns nothing for a valid form and one message per bad field', () => {
    expect(validateEnquiryFields(valid)).toEqual({})
    expect(validateEnquiryFields({})).toEqual({
      name: 'Invalid name',
      email: 'Invalid email address',
      hotel: 'Hotel name is empty',
    })
    expect(
      validateEnquiryFields(
        { ...valid, phone: '123', message: 'too short' },
        { challenge: { a: 1, b: 1 }, answer: '3' },
      ),
    ).toEqual({
      phone: 'Invalid phone number',
      message: 'Minimum words required 5',
      puzzle: 'Your answer is incorrect',
    })
  })
})

describe('parseEnquiryPayload', () => {
  it('accepts a valid payload and normalises it', () => {
    const result = parseEnquiryPayload({
      ...valid,
      name: '  Asha   Rao ',
      phone: '+91 98450 12345',
      page: '/suites',
      website: '',
    })
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Asha Rao',
        email: 'asha@example.in',
        message: valid.message,
        phone: '+919845012345',
        hotel,
        page: '/suites',
        puzzle: { token: 'abc.def', answer: 7 },
      },
    })
  })

  it('treats message and phone as optional and accepts a text answer', () => {
    const result = parseEnquiryPayload({
      name: 'Asha',
      email: 'a@example.in',
      hotel,
      puzzle: { token: 't', answer: ' 12 ' },
    })
    expect(result.ok && result.value).toMatchObject({ message: '', phone: '', page: undefined })
    expect(result.ok && result.value.puzzle.answer).toBe(12)
  })

  it('rejects bodies that are not objects', () => {
    for (const body of [null, undefined, 'x', 3, [], [valid], true]) {
      expect(parseEnquiryPayload(body)).toEqual({
        ok: false,
        errors: { form: enquiryMessages.notObject },
      })
    }
  })

  it('gives the form messages for missing and invalid fields', () => {
    expect(parseEnquiryPayload({})).toEqual({
      ok: false,
      errors: {
        name: 'Invalid name',
        email: 'Invalid email address',
        hotel: 'Hotel name is empty',
        puzzle: enquiryMessages.puzzleMissing,
      },
    })
  })

  it('rejects wrong types, unknown fields, control characters and over-long text', () => {
    const errorsOf = (body: unknown) => {
      const result = parseEnquiryPayload(body)
      expect(result.ok).toBe(false)
      return result.ok ? {} : result.errors
    }
    expect(errorsOf({ ...valid, name: 42 }).name).toBe('Name must be text')
    expect(errorsOf({ ...valid, email: ['a@b.co'] }).email).toBe('Email must be text')
    expect(errorsOf({ ...valid, phone: 9845012345 }).phone).toBe('Phone must be text')
    expect(errorsOf({ ...valid, admin: true }).form).toBe('Unknown field: "admin"')
    expect(errorsOf({ ...valid, __proto__x: 1, a: 1, b: 2, c: 3 }).form).toMatch(
      /^Unknown fields: /,
    )
    expect(errorsOf({ ...valid, name: 'Asha\u0000Rao' }).name).toBe('Invalid name')
    expect(errorsOf({ ...valid, name: 'Asha\u202eRao' }).name).toBe('Invalid name')
    expect(errorsOf({ ...valid, message: `${valid.message}\u202e` }).message).toMatch(/not allowed/)
    expect(errorsOf({ ...valid, message: `${valid.message} \ud800` }).message).toMatch(
      /not allowed/,
    )
    expect(errorsOf({ ...valid, email: 'a\nb@example.in' }).email).toMatch(/not allowed/)
    expect(errorsOf({ ...valid, message: 'word '.repeat(1000) }).message).toBe(
      'Message must be at most 4000 characters',
    )
    expect(errorsOf({ ...valid, page: 'https://evil.example/' }).page).toMatch(/path/)
    expect(errorsOf({ ...valid, website: 'http://spam.example' }).website).toBe(
      enquiryMessages.honeypot,
    )
  })

  it('accepts line breaks and tabs inside the message only', () => {
    const result = parseEnquiryPayload({ ...valid, message: 'one two\nthree\tfour\r\nfive' })
    expect(result.ok).toBe(true)
  })

  it('checks the puzzle shape', () => {
    const puzzleError = (puzzle: unknown) => {
      const result = parseEnquiryPayload({ ...valid, puzzle })
      return result.ok ? undefined : result.errors.puzzle
    }
    expect(puzzleError({ token: 'x', answer: 5 })).toBeUndefined()
    for (const bad of [
      'x',
      [],
      { token: '', answer: 5 },
      { token: 'x' },
      { token: 'x', answer: 1.5 },
      { token: 'x', answer: -1 },
      { token: 'x', answer: '1e3' },
      { token: 'x y', answer: 5 },
      { token: 'x', answer: 5, extra: 1 },
      { token: 'x'.repeat(301), answer: 5 },
    ]) {
      expect(puzzleError(bad), JSON.stringify(bad)).toBe('Your answer is incorrect')
    }
    expect(puzzleError(undefined)).toBe(enquiryMessages.puzzleMissing)
  })
})

describe('input that cannot deceive (issue 15)', () => {
  it('normalises an e-mail address: NFKC, trimmed, domain lower-cased', () => {
    expect(normaliseEmail('  Asha@Example.IN ')).toBe('Asha@example.in')
    // full-width letters and the full-width at sign are the same address
    expect(normaliseEmail('ａｓｈａ＠ｅｘａｍｐｌｅ．ｉｎ')).toBe('asha@example.in')
    const parsed = parseEnquiryPayload({ ...valid, email: ' ASHA＠Example.In ' })
    expect(parsed.ok && parsed.value.email).toBe('ASHA@example.in')
  })

  it('refuses control, zero-width and bidirectional characters in an e-mail address', () => {
    for (const hidden of [
      '\u200b',
      '\u200c',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\u200e',
      '\u200f',
      '\u061c',
      '\u202e',
      '\u2066',
      '\u00ad',
      '\u0007',
      '\u180e',
    ]) {
      const email = `as${hidden}ha@example.in`
      expect(validateEmail(email), JSON.stringify(hidden)).toBe(enquiryMessages.email)
      expect(parseEnquiryPayload({ ...valid, email }).ok, JSON.stringify(hidden)).toBe(false)
    }
  })

  it('accepts only paths of this site as the page', () => {
    for (const page of ['/suites', '/blog/articlepage/wake-up-in-the-clouds', '/offer3?x=1']) {
      expect(samePagePath(page), page).toBe(page)
      expect(parseEnquiryPayload({ ...valid, page }).ok, page).toBe(true)
    }
    for (const page of [
      '//evil.example',
      '//evil.example/suites',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example/',
      'suites',
      '/suites\u0000',
      '/ suites',
      '/\u202esuites',
    ]) {
      expect(samePagePath(page), page).toBeUndefined()
      const parsed = parseEnquiryPayload({ ...valid, page })
      expect(parsed.ok, page).toBe(false)
      expect(!parsed.ok && parsed.errors.page, page).toBeTruthy()
    }
  })
})

describe('when a refused visitor may send again (429 and 503, Retry-After)', () => {
  it('says it in seconds under a minute, else in whole minutes rounded up', () => {
    expect([1, 40, 59, 60, 61, 600, 3600].map((s) => retryWhen(s))).toEqual([
      'in 1 second',
      'in 40 seconds',
      'in 59 seconds',
      'in 1 minute',
      'in 2 minutes',
      'in 10 minutes',
      'in 60 minutes',
    ])
  })

  it('adds it to the server’s sentence, or gives the sentence alone when it is not known', () => {
    expect(sendAgainNotice(enquiryMessages.tooMany, 600)).toBe(
      'Too many enquiries from your connection. Please try again a little later. You can send it again in 10 minutes.',
    )
    expect(sendAgainNotice(enquiryMessages.tooMany, undefined)).toBe(enquiryMessages.tooMany)
  })
})
