import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enquiryMessages, type EnquiryPayload } from '../../content/enquiry.schema.ts'
import { EnquirySendError, fetchEnquiryChallenge, sendEnquiry } from './enquiry-form.api.ts'

// A real HTTP server on loopback answering with each status the enquiry API can give.
let server: Server
let base = ''
const received: unknown[] = []
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
  if (req.url === '/refused') return json(400, { errors: { email: enquiryMessages.email } })
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

  it('posts JSON and resolves with the id on 201', async () => {
    await expect(sendEnquiry(payload, fetch, `${base}/created`)).resolves.toEqual({
      id: '0b6f3c1e-4d2a-4c55-9f8e-2a1d7c9e5b10',
    })
    expect(received.at(-1)).toEqual({ type: 'application/json', body: payload })
  })

  it('rejects with status, message and field errors otherwise', async () => {
    await expect(sendEnquiry(payload, fetch, `${base}/duplicate`)).rejects.toMatchObject({
      status: 409,
      serverMessage: enquiryMessages.duplicate,
    })
    await expect(sendEnquiry(payload, fetch, `${base}/refused`)).rejects.toMatchObject({
      status: 400,
      fieldErrors: { email: enquiryMessages.email },
    })
    await expect(sendEnquiry(payload, fetch, `${base}/broken`)).rejects.toMatchObject({
      status: 500,
    })
    const unreachable = sendEnquiry(payload, fetch, 'http://127.0.0.1:1/api/enquiry')
    await expect(unreachable).rejects.toBeInstanceOf(EnquirySendError)
    await expect(unreachable).rejects.toMatchObject({ status: 0 })
  })
})
