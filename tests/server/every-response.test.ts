import { connect } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp } from './helpers.ts'

let app: FastifyInstance
let origin: string
let close: () => Promise<void>

beforeAll(async () => {
  ;({ app, close } = await testApp({ rateLimit: { max: 1, windowMs: 60_000 } }))
  origin = await app.listen({ host: '127.0.0.1', port: 0 })
})
afterAll(async () => close())

/** The headers every answer must carry, with the value each must have. */
const expected: Record<string, string | RegExp> = {
  'content-security-policy': /^default-src 'self'; script-src 'self'; /,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': /camera=\(\)/,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
}

function expectHardened(headers: Record<string, unknown>, label: string): void {
  for (const [name, value] of Object.entries(expected)) {
    const actual = headers[name]
    expect(actual, `${label}: ${name}`).toBeDefined()
    if (typeof value === 'string') expect(actual, `${label}: ${name}`).toBe(value)
    else expect(String(actual), `${label}: ${name}`).toMatch(value)
  }
}

/** Sends raw bytes and returns the raw answer (for what no HTTP client would send). */
async function raw(request: string): Promise<string> {
  const { port } = new URL(origin)
  return new Promise((resolve, reject) => {
    let answer = ''
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request))
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('close', () => resolve(answer))
    socket.on('error', reject)
  })
}

function rawHeaders(answer: string): Record<string, string> {
  const head = answer.split('\r\n\r\n')[0] ?? ''
  return Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => {
        const at = line.indexOf(':')
        return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()]
      }),
  )
}

describe('every response carries the same security headers', () => {
  const cases: [string, string, string, number, Record<string, string>?, string?][] = [
    ['a page', 'GET', '/suites', 200],
    ['the not-found page', 'GET', '/no-such-page', 404],
    ['a malformed URL', 'GET', '/%zz', 400],
    ['a malformed URL under the API', 'POST', '/api/%zz', 400],
    ['TRACE', 'TRACE', '/', 405],
    ['TRACE on the API', 'TRACE', '/api/enquiry', 405],
    ['POST /healthz', 'POST', '/healthz', 405],
    ['DELETE /healthz', 'DELETE', '/healthz', 405],
    ['GET on the enquiry API', 'GET', '/api/enquiry', 405],
    ['POST on a page', 'POST', '/suites', 405],
    ['OPTIONS on a page', 'OPTIONS', '/', 405],
    ['POST on an unknown page', 'POST', '/nowhere', 404],
    ['an unknown API path', 'GET', '/api/nothing', 404],
    ['an unknown API path, POST', 'POST', '/api/nothing', 404],
    ['415', 'POST', '/api/enquiry', 415, { 'content-type': 'text/plain' }, 'hello'],
    [
      '413',
      'POST',
      '/api/enquiry',
      413,
      { 'content-type': 'application/json' },
      `{"m":"${'x'.repeat(20_000)}"}`,
    ],
    ['/healthz', 'GET', '/healthz', 200],
  ]
  for (const [label, method, path, status, headers, body] of cases) {
    it(`${label}: ${method} ${path} → ${status}`, async () => {
      const res = await app.inject({
        method: method as 'GET',
        url: path,
        ...(headers === undefined ? {} : { headers }),
        ...(body === undefined ? {} : { payload: body }),
      })
      expect(res.statusCode).toBe(status)
      expectHardened(res.headers, label)
    })
  }

  it('unsupported methods get 405 with the path’s Allow, before any body is read', async () => {
    const allow: [string, string, string][] = [
      ['TRACE', '/', 'GET, HEAD'],
      ['POST', '/healthz', 'GET, HEAD'],
      ['PUT', '/api/enquiry', 'POST'],
      ['GET', '/api/vitals', 'POST'],
      ['DELETE', '/api/weather', 'GET, HEAD'],
      ['PATCH', '/api/enquiry/challenge', 'GET, HEAD'],
      // the method its sibling /api/enquiry takes
      ['POST', '/api/enquiry/challenge', 'GET, HEAD'],
    ]
    for (const [method, path, methods] of allow) {
      const res = await app.inject({
        method: method as 'GET',
        url: path,
        headers: { 'content-type': 'text/plain' },
        ...(method === 'GET' ? {} : { payload: 'x'.repeat(20_000) }),
      })
      expect(res.statusCode, `${method} ${path}`).toBe(405)
      expect(res.headers.allow, `${method} ${path}`).toBe(methods)
    }
    // JSON under the API and for /healthz, not the HTML not-found page
    const health = await app.inject({ method: 'POST', url: '/healthz' })
    expect(health.json()).toEqual({ message: 'Method not allowed' })
  })

  it('over real HTTP: a malformed URL, TRACE and a request Node cannot parse', async () => {
    for (const [path, method, status] of [
      ['/%zz', 'GET', 400],
      ['/healthz', 'POST', 405],
    ] as const) {
      const res = await fetch(`${origin}${path}`, { method })
      expect(res.status).toBe(status)
      expectHardened(Object.fromEntries(res.headers), `${method} ${path}`)
    }
    const trace = await raw('TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(trace).toMatch(/^HTTP\/1\.1 405/)
    expectHardened(rawHeaders(trace), 'raw TRACE')

    const garbage = await raw('THIS IS NOT HTTP\r\n\r\n')
    expect(garbage).toMatch(/^HTTP\/1\.1 400/)
    expectHardened(rawHeaders(garbage), 'unparseable request')

    const tooBig = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
    expect(tooBig).toMatch(/^HTTP\/1\.1 431/)
    expectHardened(rawHeaders(tooBig), 'oversized headers')
  })
})
