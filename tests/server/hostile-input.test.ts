// Length: one subject, hostile requests to the server, a case per attack.
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnquiryPayload } from '../../content/enquiry-payload.ts'
import { enquiryMaxLengths } from '../../content/enquiry.schema.ts'
import { site } from '../../content/site.ts'
import { testApp, validEnquiry } from './helpers.ts'

let app: FastifyInstance
let close: () => Promise<void>

beforeAll(async () => {
  ;({ app, close } = await testApp({ rateLimit: { max: 1_000_000, windowMs: 60_000 } }))
})
afterAll(async () => close())

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'Asha\u0000Rao',
  '\u202eevil',
  '\ud800',
  '\udfff\ud800',
  '<script>alert(1)</script>',
  "'; DROP TABLE enquiries; --",
  '=HYPERLINK("http://x")',
  '+919845012345\r\nBcc: victim@example.com',
  '../../etc/passwd',
  '%00%2e%2e',
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  'A'.repeat(5000),
  'word '.repeat(900),
  '\u{1F600}'.repeat(60),
  'आशा राव',
  'asha@example.in',
  site.hotels[0],
)

const text = fc.oneof(
  nasty,
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
)

const anyValue = fc.oneof(
  { weight: 3, arbitrary: text },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, 0, -1, 1e308, [], {}) },
)

const forgedToken = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 120 }),
  fc
    .tuple(
      fc.string({ minLength: 22, maxLength: 22 }),
      fc.string({ maxLength: 12 }),
      fc.string({ maxLength: 43 }),
    )
    .map(([id, expiry, sig]) => `${id}.${expiry}.${sig}.${sig}`),
  fc.constant('A'.repeat(22) + '.zzzzzzzz.' + 'B'.repeat(43) + '.' + 'C'.repeat(43)),
)

const puzzle = fc.oneof(
  fc.record({ token: forgedToken, answer: fc.oneof(fc.integer({ min: -5, max: 30 }), anyValue) }),
  anyValue,
)

const validish = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  message: 'We would like a valley view suite for three nights',
  phone: '+919845012345',
  hotel: site.hotels[0],
}

/** A payload that starts valid, with some fields replaced, removed or added. */
const payload = fc
  .tuple(
    fc.record(
      {
        name: anyValue,
        email: anyValue,
        message: anyValue,
        phone: anyValue,
        hotel: anyValue,
        page: anyValue,
        website: anyValue,
      },
      { requiredKeys: [] },
    ),
    fc.dictionary(text, anyValue, { maxKeys: 3 }),
    fc.option(puzzle, { nil: undefined }),
    fc.boolean(),
  )
  .map(([changes, extra, p, withExtra]) => ({
    ...validish,
    ...changes,
    ...(withExtra ? extra : {}),
    ...(p === undefined ? {} : { puzzle: p }),
  }))

const rawBody = fc.oneof(
  { weight: 6, arbitrary: payload.map((p) => JSON.stringify(p)) },
  // every field right, so only the signed puzzle stands between the request and the table
  { weight: 2, arbitrary: puzzle.map((p) => JSON.stringify({ ...validish, puzzle: p })) },
  { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: payload.map((p) => JSON.stringify(p).slice(0, -3)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)) },
  // bodies past the size limit, often enough that every run meets the 413
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '['.repeat(8000) + ']'.repeat(8000),
      JSON.stringify({ ...validish, message: 'x'.repeat(20_000) }),
      'a'.repeat(70_000),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"__proto__": {"polluted": true}, "name": "Asha"}',
      '{"constructor": {"prototype": {"polluted": true}}}',
      '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
      '\ufeff{"name":"Asha"}',
      'null',
      '',
    ),
  },
)

const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/jsonx',
  undefined,
)

const request = fc.record({
  method: fc.constantFrom(
    'POST',
    'POST',
    'POST',
    'POST',
    'GET',
    'PUT',
    'DELETE',
    'PATCH',
    'OPTIONS',
  ),
  url: fc.oneof(
    { weight: 8, arbitrary: fc.constant('/api/enquiry') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '/api/enquiry/',
        '/api/enquiry?x=1',
        '/api/enquiry/challenge',
        '/api/%00',
        '/api/..%2f..%2fetc',
      ),
    },
    { weight: 1, arbitrary: fc.webPath().map((p) => `/api/enquiry${p}`) },
  ),
  contentType,
  body: rawBody,
})

describe('hostile input', () => {
  it('1200 generated malformed and adversarial requests: no 5xx, no crash, nothing stored', async () => {
    const statuses = new Map<number, number>()
    let stoppedByPuzzle = 0
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const res = await app.inject({
          method: r.method as 'POST',
          url: r.url,
          headers: r.contentType === undefined ? {} : { 'content-type': r.contentType },
          ...(r.method === 'GET' ? {} : { payload: r.body }),
        })
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
        expect(res.statusCode).toBeLessThan(500)
        expect(res.statusCode).not.toBe(201)
        // A plain form post is answered with a page (the enquiry without JavaScript).
        if (r.url === '/api/enquiry' && String(res.headers['content-type']).includes('json')) {
          const body = res.json<{ errors?: Record<string, string> }>()
          // a request that got past every field rule was stopped by the signed puzzle
          if (res.statusCode === 400 && Object.keys(body.errors ?? {}).join() === 'puzzle') {
            stoppedByPuzzle += 1
          }
        }
      }),
      { numRuns: 1200 },
    )
    // the generators reached the interesting answers, not just one kind of refusal
    for (const status of [400, 405, 413, 415]) expect(statuses.get(status) ?? 0).toBeGreaterThan(0)
    expect(stoppedByPuzzle).toBeGreaterThan(10)
    expect(await app.trillium.repository.count()).toBe(0)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()

    // and the server still answers and still takes a real enquiry
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    const ok = await app.inject({
      method: 'POST',
      url: '/api/enquiry',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(await validEnquiry(app)),
    })
    expect(ok.statusCode).toBe(201)
  }, 60_000)

  it('parseEnquiryPayload never throws and only accepts clean, bounded text', () => {
    fc.assert(
      fc.property(fc.oneof(payload, fc.anything()), (body) => {
        const result = parseEnquiryPayload(body)
        if (!result.ok) return
        const v = result.value
        for (const field of ['name', 'email', 'message', 'phone', 'hotel'] as const) {
          expect(typeof v[field]).toBe('string')
          expect(v[field].length).toBeLessThanOrEqual(enquiryMaxLengths[field])
          // eslint-disable-next-line no-control-regex -- looking for control characters
          expect(v[field]).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/)
        }
      }),
      { numRuns: 2000 },
    )
  })
})
