// Length: one subject, the enquiry as a plain form post, a case per outcome and per hostile shape.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enquiryMessages } from '../../content/enquiry.schema.ts'
import { site } from '../../content/site.ts'
import {
  buildTestApp,
  idleWeather,
  tempDir,
  testConfig,
  TestClock,
  writeFixtureDist,
} from './helpers.ts'
import { dropDatabase } from './test-database.ts'

/**
 * The enquiry without JavaScript, in-process: the prerendered form (the markup React renders
 * for it, copied here) gets a fresh question stamped in when served, and a plain form post goes
 * through the API's own checks and is answered with the page: thank-you, the form again with
 * each field's message and the visitor's values, the duplicate sentence, when to retry.
 */
const hotel = site.hotels[0]
const hotelHtml = hotel.replace(/&/g, '&amp;')
const form =
  `<form id="enquiry-form" class="_form_x" aria-label="Enquiry" method="post" action="/api/enquiry#enquiry-form" noValidate="" data-phase="editing">` +
  `<div class="_field_x"><label for="_R_1_-name" class="_label_x">Name</label><input id="_R_1_-name" class="_input_x" autoComplete="name" aria-invalid="false" name="name" value=""/></div>` +
  `<div class="_field_x"><label for="_R_1_-email" class="_label_x">Email</label><input id="_R_1_-email" class="_input_x" type="email" autoComplete="email" aria-invalid="false" name="email" value=""/></div>` +
  `<div class="_field_x"><label for="_R_1_-phone" class="_label_x">Phone</label><input id="_R_1_-phone" class="_input_x" type="tel" autoComplete="tel" aria-invalid="false" name="phone" value=""/></div>` +
  `<div class="_field_x"><label for="_R_1_-hotel" class="_label_x">Hotel</label><select id="_R_1_-hotel" name="hotel" class="_input_x" aria-invalid="false"><option value="${hotelHtml}" selected="">${hotelHtml}</option></select></div>` +
  `<div class="_field_x"><label for="_R_1_-message" class="_label_x">Message</label><textarea id="_R_1_-message" name="message" class="_input_x" rows="5" aria-invalid="false"></textarea></div>` +
  `<input type="hidden" name="page" value="/contact"/>` +
  `<div class="_puzzle_x"><div class="_field_x"><label for="_R_1_-puzzle" class="_label_x">Loading the security question…</label><input id="_R_1_-puzzle" name="puzzle" autoComplete="off" class="_input_x _answer_x" value="" disabled="" aria-invalid="false"/></div>` +
  `<input type="hidden" id="_R_1_-token" name="token" value=""/></div>` +
  `<button type="submit" class="_submit_x">Send enquiry</button></form>`
const contactPage = `<!doctype html><html lang="en-IN"><head><title>Contact</title><style>body{color:#123}</style></head><body><div id="root"><h1>Contact</h1>${form}</div><script type="module" src="/assets/boot-x.js"></script></body></html>`

let app: FastifyInstance
let close: () => Promise<void>
let clock: TestClock

async function start(rateLimit = 1000): Promise<void> {
  const { dir, remove } = tempDir()
  writeFixtureDist(join(dir, 'dist'))
  mkdirSync(join(dir, 'dist', 'contact'), { recursive: true })
  writeFileSync(join(dir, 'dist', 'contact', 'index.html'), contactPage)
  clock = new TestClock()
  app = await buildTestApp(
    {
      config: testConfig(dir, { rateLimit: { max: rateLimit, windowMs: 600_000 } }),
      weatherProvider: idleWeather,
      clock,
    },
    dir,
  )
  close = async () => {
    await app.close()
    await dropDatabase(dir)
    remove()
  }
}
beforeEach(() => start())
afterEach(() => close())

/** The question and token stamped into a page. */
function stamped(html: string): { a: number; b: number; token: string } {
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(html) ?? []
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1]
  if (a === undefined || b === undefined || token === undefined) throw new Error('no stamp')
  return { a: Number(a), b: Number(b), token }
}

async function freshQuestion(): Promise<{ a: number; b: number; token: string }> {
  return stamped((await app.inject({ method: 'GET', url: '/contact' })).body)
}

const postForm = (body: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/enquiry',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: body,
  })

async function validForm(overrides: Record<string, string> = {}): Promise<URLSearchParams> {
  const q = await freshQuestion()
  return new URLSearchParams({
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '+91 98450 12345',
    hotel,
    message: 'We would like a valley view suite for three nights',
    page: '/contact',
    puzzle: String(q.a + q.b),
    token: q.token,
    ...overrides,
  })
}

describe('pages with the enquiry form', () => {
  it('carry a fresh, enabled question of their own on every request, never a cached one', async () => {
    const first = await app.inject({ method: 'GET', url: '/contact' })
    const second = await app.inject({ method: 'GET', url: '/contact' })
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('private, no-cache')
    expect(first.headers.etag).toBeUndefined()
    expect(first.headers['content-security-policy']).toContain("style-src 'self' 'sha256-")
    const q = stamped(first.body)
    expect(q.a).toBeGreaterThanOrEqual(1)
    expect(q.b).toBeLessThanOrEqual(10)
    expect(stamped(second.body).token).not.toBe(q.token)
    expect(first.body).not.toContain('Loading the security question')
    expect(first.body).toMatch(/<input id="_R_1_-puzzle" name="puzzle"[^>]*value=""[^>]*>/)
    expect(/<input id="_R_1_-puzzle"[^>]*>/.exec(first.body)?.[0]).not.toContain('disabled')
    // Send enquiry is never disabled but while an enquiry is on its way (issue 44)
    expect(/<button type="submit"[^>]*>/.exec(first.body)?.[0]).not.toContain('disabled')
    expect(first.body).toMatch(/data-challenge="\d+ \d+ 2026-11-22T08:00:00.000Z"/)
    // a page without the form is served as built, with its validators
    const home = await app.inject({ method: 'GET', url: '/' })
    expect(home.headers.etag).toBeDefined()
  })
})

describe('pages with the enquiry form made ahead', () => {
  const brotli = { 'accept-encoding': 'br' }
  const page = async () => {
    const res = await app.inject({ method: 'GET', url: '/contact', headers: brotli })
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['cache-control']).toBe('private, no-cache')
    const html = brotliDecompressSync(res.rawPayload).toString()
    const best = brotliCompressSync(html, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length },
    })
    return { html, madeAhead: res.rawPayload.equals(best) }
  }
  /**
   * Waits until the server has a page made ahead (it makes them once no request has come for a
   * second: so it asks no more often than that).
   */
  const madeAhead = () =>
    vi.waitUntil(async () => (await page()).madeAhead, { timeout: 10_000, interval: 1500 })

  it(
    'give each browser that takes brotli a page of its own, compressed at brotli’s best, whose question works',
    {
      timeout: 30_000,
    },
    async () => {
      await madeAhead()
      const pages = [await page(), await page(), await page()]
      // none handed out twice: each visitor's question is their own
      expect(new Set(pages.map((p) => stamped(p.html).token)).size).toBe(3)
      await madeAhead()
      const { html } = await page()
      const q = stamped(html)
      const form = await validForm({ puzzle: String(q.a + q.b), token: q.token })
      expect((await postForm(form.toString())).statusCode).toBe(201)
    },
  )

  it(
    'never hand out a page whose question has waited more than ten minutes',
    {
      timeout: 30_000,
    },
    async () => {
      await madeAhead()
      clock.advance(10 * 60 * 1000 + 1)
      const { html } = await page()
      expect(html).toMatch(/data-challenge="\d+ \d+ 2026-11-22T08:10:00.001Z"/)
    },
  )
})

describe('POST /api/enquiry as a plain form', () => {
  it('stores a valid enquiry and answers 201 with the thank-you page, without scripts', async () => {
    const res = await postForm((await validForm()).toString())
    expect(res.statusCode).toBe(201)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toContain('Thank you for your enquiry.')
    expect(res.body).toContain('will reply to asha@example.in soon')
    expect(res.body).not.toContain('<form')
    expect(res.body).not.toContain('<script')
    const rows = await app.trillium.database.db
      .selectFrom('enquiries')
      .select(['name', 'email', 'phone', 'hotel', 'page'])
      .execute()
    expect(rows).toEqual([
      {
        name: 'Asha Rao',
        email: 'asha@example.in',
        phone: '+919845012345',
        hotel,
        page: '/contact',
      },
    ])
  })

  it('takes a name as people write it, through the same schema as JSON', async () => {
    const res = await postForm((await validForm({ name: "D'Souza" })).toString())
    expect(res.statusCode).toBe(201)
    const rows = await app.trillium.database.db.selectFrom('enquiries').select('name').execute()
    expect(rows).toEqual([{ name: "D'Souza" }])
  })

  it('answers 400 with the form again: each field’s message, every typed value, a new question', async () => {
    const sent = await validForm({
      name: 'R2D2',
      email: 'asha@',
      phone: '12345',
      message: 'Too short <b>here</b>',
    })
    const used = sent.get('token')
    const res = await postForm(sent.toString())
    expect(res.statusCode).toBe(400)
    const html = res.body
    for (const message of [
      enquiryMessages.name,
      enquiryMessages.email,
      enquiryMessages.phone,
      enquiryMessages.message,
    ])
      expect(html).toContain(`data-enquiry="error">${message}</p>`)
    expect(html).toContain('name="name" value="R2D2"')
    expect(html).toContain('name="email" value="asha@"')
    expect(html).toContain('name="phone" value="12345"')
    expect(html).toContain('>Too short &#60;b&#62;here&#60;/b&#62;</textarea>')
    expect(html).toMatch(
      /<input id="_R_1_-name"[^>]*aria-invalid="true"[^>]*aria-describedby="_R_1_-name-error"/,
    )
    expect(html).toContain(`<option value="${hotelHtml}" selected="">`)
    expect(stamped(html).token).not.toBe(used)
    expect(html).not.toContain('<script type="module"')
    expect(await app.trillium.repository.count()).toBe(0)
  })

  it('takes the answer in words or with spaces, as the form does (one shared rule)', async () => {
    const words = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
      .concat(['eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen'])
      .concat(['seventeen', 'eighteen', 'nineteen', 'twenty'])
    const inWords = await validForm()
    const sum = Number(inWords.get('puzzle'))
    inWords.set(
      'puzzle',
      (words[sum - 2] ?? '').replace(/^./, (c) => c.toUpperCase()),
    )
    expect((await postForm(inWords.toString())).statusCode).toBe(201)
    const spaced = await validForm({ email: 'ravi@example.in' })
    spaced.set('puzzle', ` ${spaced.get('puzzle')} `)
    expect((await postForm(spaced.toString())).statusCode).toBe(201)
  })

  it('refuses a wrong answer with the puzzle’s message, keeps the values, and stores nothing', async () => {
    const sent = await validForm()
    sent.set('puzzle', String(Number(sent.get('puzzle')) + 1))
    const res = await postForm(sent.toString())
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain(`data-enquiry="error">${enquiryMessages.puzzle}</p>`)
    expect(res.body).toContain('name="email" value="asha@example.in"')
    expect(await app.trillium.repository.count()).toBe(0)
  })

  it('answers the same enquiry again 409 with the duplicate sentence above the kept values', async () => {
    expect((await postForm((await validForm()).toString())).statusCode).toBe(201)
    const res = await postForm((await validForm()).toString())
    expect(res.statusCode).toBe(409)
    expect(res.body).toContain(
      `<p role="alert" data-enquiry="notice">${enquiryMessages.duplicate}</p>`,
    )
    expect(res.body).toContain('name="name" value="Asha Rao"')
    expect(await app.trillium.repository.count()).toBe(1)
  })

  it('answers 429 past the rate limit, saying when to send again, with Retry-After', async () => {
    await close()
    await start(1)
    expect((await postForm((await validForm()).toString())).statusCode).toBe(201)
    const res = await postForm((await validForm({ email: 'other@example.in' })).toString())
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBe('600')
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toContain(`${enquiryMessages.tooMany} You can send it again in 10 minutes.`)
    expect(await app.trillium.repository.count()).toBe(1)
  })

  it('refuses hostile bodies with a page and stores nothing', async () => {
    const valid = await validForm()
    // a field sent twice: no guessing which one counts
    const twice = `${valid.toString()}&email=mallory%40example.org`
    const repeated = await postForm(twice)
    expect(repeated.statusCode).toBe(400)
    expect(repeated.body).toContain('Each field may be sent once: &#34;email&#34;')
    // unknown fields, prototype keys, control characters: the schema's own refusals
    for (const extra of ['admin=1', '__proto__=x', 'constructor=y']) {
      const res = await postForm(`${(await validForm()).toString()}&${extra}`)
      expect(res.statusCode, extra).toBe(400)
      expect(res.body).toContain('Unknown field')
    }
    const control = await postForm((await validForm({ name: 'Asha\u0000Rao' })).toString())
    expect(control.statusCode).toBe(400)
    expect(control.body).toContain('Invalid name')
    // not even a form: garbage, percent-escapes that decode to nothing
    for (const body of ['%%%', '=&=&', 'a'.repeat(5000), '']) {
      const res = await postForm(body)
      expect(res.statusCode, body.slice(0, 10)).toBe(400)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    }
    // the form's limit, 48 KiB, to the byte: read at the limit, 413 one byte past it
    const withoutMessage = new URLSearchParams(valid)
    withoutMessage.delete('message')
    const padded = (bytes: number) => `${withoutMessage.toString()}&message=`.padEnd(bytes, 'x')
    const past = await postForm(padded(48 * 1024 + 1))
    expect(past.statusCode).toBe(413)
    const at = await postForm(padded(48 * 1024))
    expect(at.statusCode).toBe(400)
    expect(at.body).toContain('Message must be at most 4000 characters')
    // over the form's limit (three times the JSON one)
    const huge = await postForm(`${valid.toString()}&message=${'%E0%B2%95'.repeat(6000)}`)
    expect(huge.statusCode).toBe(413)
    expect(huge.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(({} as Record<string, unknown>).x).toBeUndefined()
    expect(await app.trillium.repository.count()).toBe(0)
    // a long message in Kannada fits a form as it fits JSON
    const kannada = await postForm(
      (await validForm({ message: 'ಕಾಫಿ ತೋಟದಲ್ಲಿ ಮೂರು ರಾತ್ರಿಗಳು '.repeat(60) })).toString(),
    )
    expect(kannada.statusCode).toBe(201)
  })

  it('answers wrong content types 415 in JSON, as before', async () => {
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/jsonx']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/enquiry',
        headers: { 'content-type': type },
        payload: (await validForm()).toString(),
      })
      expect(res.statusCode, type).toBe(415)
      expect(res.json()).toHaveProperty('message')
    }
    expect(await app.trillium.repository.count()).toBe(0)
  })

  it('answers on the page the post came from, else Contact', async () => {
    const res = await postForm((await validForm({ page: '/nowhere' })).toString())
    expect(res.statusCode).toBe(201)
    expect(res.body).toContain('<h1>Contact</h1>')
  })
})
