// Length: a real HTTP server answering every status and body the API client must read, and the client checked against each.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enquiryMessages, type EnquiryPayload } from '../../content/enquiry.schema.ts'
import { EnquirySendError, fetchEnquiryChallenge, sendEnquiry } from './enquiry-form.api.ts'

// A real HTTP server on loopback answering with each status the enquiry API can give.
let server: Server
let base = ''
const received: unknown[] = []
const requests: unknown[] = []
const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => resolve(body))
  })

beforeAll(async () => {
  server = createServer((req, res) => void answer(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  // /custom?status=&body=&retry=: answers with exactly that (any method), recording the request
  const custom = new URL(req.url ?? '/', 'http://x')
  if (custom.pathname === '/custom') {
    requests.push({
      method: req.method,
      accept: req.headers.accept,
      type: req.headers['content-type'],
    })
    const retry = custom.searchParams.get('retry')
    if (retry !== null) res.setHeader('retry-after', retry)
    res.writeHead(Number(custom.searchParams.get('status')), { 'content-type': 'application/json' })
    return void res.end(custom.searchParams.get('body') ?? '')
  }
  if (req.method === 'GET' && req.url === '/challenge') {
    return json(200, { a: 2, b: 5, token: 'tok', expiresAt: '2026-11-21T11:00:00Z' })
  }
  if (req.method === 'GET') return json(503, { message: 'Service unavailable' })
  received.push({
    type: req.headers['content-type'],
    body: JSON.parse(await readBody(req)) as unknown,
  })
  if (req.url === '/created') return json(201, { id: '0b6f3c1e-4d2a-4c55-9f8e-2a1d7c9e5b10' })
  if (req.url === '/duplicate') return json(409, { message: enquiryMessages.duplicate })
  if (req.url === '/limited') {
    res.setHeader('retry-after', '600')
    return json(429, { message: enquiryMessages.tooMany })
  }
  if (req.url === '/limited-soon') {
    res.setHeader('retry-after', '40')
    return json(429, {})
  }
  if (req.url === '/limited-by-date') {
    res.setHeader('retry-after', 'Wed, 21 Oct 2026 07:28:00 GMT')
    return json(429, { message: enquiryMessages.tooMany })
  }
  if (req.url === '/duplicate-quietly') return json(409, {})
  if (req.url === '/refused')
    return json(400, {
      errors: { email: enquiryMessages.email, page: 'Page must be a path', puzzle: 7 },
    })
  if (req.url === '/refused-elsewhere')
    return json(400, { errors: { page: 'Page must be a path' } })
  if (req.url === '/refused-badly') return json(400, { errors: 'everything' })
  res.writeHead(500)
  res.end('<html>oops</html>')
}
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const payload: EnquiryPayload = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  message: '',
  phone: '',
  hotel: 'Trillium Resort & Spa, Chikmagalur',
  page: '/contact',
  website: '',
  puzzle: { token: 'tok', answer: 7 },
}

describe('enquiry API client over real HTTP', () => {
  it('reads a challenge and refuses a failed one', async () => {
    await expect(fetchEnquiryChallenge(fetch, `${base}/challenge`)).resolves.toMatchObject({
      a: 2,
      b: 5,
    })
    await expect(fetchEnquiryChallenge(fetch, `${base}/missing`)).rejects.toThrow()
  })

  it('posts JSON and resolves "sent" on 201', async () => {
    await expect(sendEnquiry(payload, fetch, `${base}/created`)).resolves.toEqual({
      outcome: 'sent',
      notice: undefined,
      errors: {},
    })
    expect(received.at(-1)).toEqual({ type: 'application/json', body: payload })
  })

  // [the server's answer, what the client resolves]: 409 and 429 carry the server's sentence
  // (the client's own when the body has none), 429 adds when to send again from Retry-After (a
  // date instead of seconds: the sentence without a time), and 400 keeps the fields it names
  const answers = [
    [
      '/duplicate',
      'duplicate',
      'We already have this enquiry from you and our reservations team will reply soon. There is no need to send it again.',
      {},
    ],
    ['/duplicate-quietly', 'duplicate', enquiryMessages.duplicate, {}],
    [
      '/limited',
      'limited',
      'Too many enquiries from your connection. Please try again a little later. You can send it again in 10 minutes.',
      {},
    ],
    [
      '/limited-soon',
      'limited',
      `${enquiryMessages.tooMany} You can send it again in 40 seconds.`,
      {},
    ],
    ['/limited-by-date', 'limited', enquiryMessages.tooMany, {}],
    ['/refused', 'refused', undefined, { email: enquiryMessages.email }],
  ] as const

  it.each(answers)('resolves %s as "%s"', async (path, outcome, notice, errors) => {
    await expect(sendEnquiry(payload, fetch, `${base}${path}`)).resolves.toEqual({
      outcome,
      notice,
      errors,
    })
  })

  it('rejects with the status when nothing in the answer helps the visitor', async () => {
    for (const path of ['/refused-elsewhere', '/refused-badly', '/broken']) {
      const status = path === '/broken' ? 500 : 400
      await expect(sendEnquiry(payload, fetch, `${base}${path}`), path).rejects.toMatchObject({
        status,
        message: `Enquiry not sent (HTTP ${status})`,
      })
    }
    const unreachable = sendEnquiry(payload, fetch, 'http://127.0.0.1:1/api/enquiry')
    await expect(unreachable).rejects.toBeInstanceOf(EnquirySendError)
    await expect(unreachable).rejects.toMatchObject({ status: 0 })
  })
})

/** A URL of the test server that answers with this status, body and Retry-After. */
const answering = (status: number, body: unknown, retry?: string) =>
  `${base}/custom?${new URLSearchParams({
    status: String(status),
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(retry === undefined ? {} : { retry }),
  })}`

describe('enquiry API client: what it accepts from the server', () => {
  const challenge = { a: 3, b: 4, token: 'tok', expiresAt: '2026-11-21T11:00:00Z' }

  it('asks for JSON, and takes a challenge only when it has two whole numbers, a token and an expiry', async () => {
    requests.length = 0
    await expect(fetchEnquiryChallenge(fetch, answering(200, challenge))).resolves.toEqual(
      challenge,
    )
    expect(requests).toEqual([{ method: 'GET', accept: 'application/json', type: undefined }])
    for (const body of [
      null,
      '"a puzzle"',
      { ...challenge, a: 1.5 },
      { ...challenge, a: undefined },
      { ...challenge, b: '4' },
      { ...challenge, token: 7 },
      { ...challenge, expiresAt: undefined },
    ])
      await expect(
        fetchEnquiryChallenge(fetch, answering(200, body)),
        JSON.stringify(body),
      ).rejects.toThrow('Challenge answer is malformed')
    await expect(fetchEnquiryChallenge(fetch, answering(503, challenge))).rejects.toThrow(
      'Challenge request failed with HTTP 503',
    )
  })

  it('posts the enquiry as JSON and asks for JSON back', async () => {
    requests.length = 0
    await sendEnquiry(payload, fetch, answering(201, {}))
    expect(requests).toEqual([
      { method: 'POST', accept: 'application/json', type: 'application/json' },
    ])
  })

  it('shows the server’s own sentence for 409 and 429, and its own when the body has none', async () => {
    const said = 'A sentence of the server’s own.'
    await expect(sendEnquiry(payload, fetch, answering(409, { message: said }))).resolves.toEqual({
      outcome: 'duplicate',
      notice: said,
      errors: {},
    })
    await expect(sendEnquiry(payload, fetch, answering(429, { message: said }))).resolves.toEqual({
      outcome: 'limited',
      notice: said,
      errors: {},
    })
    for (const body of [null, 'busy', { message: 7 }, ''])
      await expect(
        sendEnquiry(payload, fetch, answering(409, body)),
        JSON.stringify(body),
      ).resolves.toMatchObject({ notice: enquiryMessages.duplicate })
  })

  it('reads Retry-After as whole seconds only, spaces aside', async () => {
    const notice = async (retry: string) =>
      (await sendEnquiry(payload, fetch, answering(429, {}, retry))).notice
    expect(await notice(' 120 ')).toBe(
      `${enquiryMessages.tooMany} You can send it again in 2 minutes.`,
    )
    for (const retry of ['12abc', 'abc12', '1.5', '-5'])
      expect(await notice(retry), retry).toBe(enquiryMessages.tooMany)
  })

  it('rejects, with its status, an answer that names no field or comes with another status', async () => {
    for (const [status, body] of [
      [400, { errors: null }],
      [400, { errors: [] }],
      [400, null],
      [500, { errors: { email: enquiryMessages.email } }],
      [302, { message: 'moved' }],
    ] as const) {
      const sent = sendEnquiry(payload, fetch, answering(status, body))
      await expect(sent, JSON.stringify(body)).rejects.toBeInstanceOf(EnquirySendError)
      await expect(sent).rejects.toMatchObject({
        name: 'EnquirySendError',
        status,
        message: `Enquiry not sent (HTTP ${status})`,
      })
    }
  })
})
