// Length: one subject, the per-client keys and their ceilings (TRUST_PROXY, the limiters, the stores).
import { describe, expect, it } from 'vitest'
import { enquiryMessages } from '../../content/enquiry.schema.ts'
import { clientResolver, parseTrustProxy } from '../../server/client-address.ts'
import { readServerConfig } from '../../server/config.ts'
import { BurntTokens } from '../../server/enquiries/burnt-tokens.ts'
import { RateLimiter } from '../../server/enquiries/rate-limit.ts'
import { logRecorder, testApp, validEnquiry } from './helpers.ts'

const proxies = (entries: string[]) => ({ kind: 'proxies' as const, entries })

describe('TRUST_PROXY takes the proxies, not true or false', () => {
  it('parses addresses, CIDR ranges, names and a hop count, and refuses true', () => {
    expect(parseTrustProxy(undefined)).toEqual({ kind: 'none' })
    expect(parseTrustProxy('false')).toEqual({ kind: 'none' })
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', count: 2 })
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,::1, loopback')).toEqual(
      proxies(['10.0.0.0/8', '192.168.1.7', '::1', 'loopback']),
    )
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example', '0', '1.2.3.4/8/2']) {
      expect(typeof parseTrustProxy(bad), bad).toBe('string')
    }
    expect(() => readServerConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/)
  })

  it('reads X-Forwarded-For only from a listed proxy, from the right', () => {
    const resolve = clientResolver(proxies(['10.0.0.0/8']))
    const xff = (value: string) => ({ 'x-forwarded-for': value })
    // a visitor talking to the server directly cannot choose its address
    expect(resolve('203.0.113.5', xff('198.51.100.9'))).toEqual({
      key: '203.0.113.5',
      address: '203.0.113.5',
      untrustedForward: true,
    })
    // through the proxy: the proxy's right-most entry is the client; what the client itself
    // wrote further left is not believed
    expect(resolve('10.1.2.3', xff('6.6.6.6, 198.51.100.9')).key).toBe('198.51.100.9')
    // chained trusted proxies are walked through
    expect(resolve('10.1.2.3', xff('198.51.100.9, 10.9.9.9')).key).toBe('198.51.100.9')
    expect(resolve('::ffff:10.1.2.3', xff('198.51.100.9')).key).toBe('198.51.100.9')
  })

  it('never uses a forwarded value that is not an IP address as a key', () => {
    const resolve = clientResolver(proxies(['127.0.0.1']))
    for (const junk of ['unknown', 'x'.repeat(500), '<script>', '1.2.3.4.5', '', '::g']) {
      expect(resolve('127.0.0.1', { 'x-forwarded-for': junk }).key, junk).toBe('127.0.0.1')
    }
    const hops = clientResolver({ kind: 'hops', count: 1 })
    expect(hops('10.0.0.1', { 'x-forwarded-for': 'not-an-ip' }).key).toBe('10.0.0.1')
    expect(hops('10.0.0.1', { 'x-forwarded-for': '6.6.6.6, 198.51.100.9' }).key).toBe(
      '198.51.100.9',
    )
  })

  it('counts an IPv6 client by its /64, so one host cannot take billions of buckets', () => {
    const resolve = clientResolver({ kind: 'none' })
    expect(resolve('2001:db8:1:2:aaaa::1', {}).key).toBe('2001:db8:1:2::/64')
    expect(resolve('2001:db8:1:2:ffff:1:2:3', {}).key).toBe('2001:db8:1:2::/64')
  })
})

describe('every per-client store has a ceiling', () => {
  it('a million unique keys leave the rate limiter at its ceiling', () => {
    const limiter = new RateLimiter(10, 600_000, 50_000)
    for (let i = 0; i < 1_000_000; i++) {
      limiter.hit(`${(i >>> 16) & 255}.${(i >>> 8) & 255}.${i & 255}.${i % 7}`, 1_000)
    }
    expect(limiter.size).toBeLessThanOrEqual(50_000)
    expect(limiter.size).toBeGreaterThan(20_000)
  })

  // A bounded map forgets a whole generation (half its size) at once: one past the ceiling, it
  // holds fewer, never more.
  it('holds 50 000 clients per limiter (server/README.md), and no more after one more', () => {
    const limiter = new RateLimiter(10, 600_000)
    const key = (i: number) => `10.${(i >>> 16) & 255}.${(i >>> 8) & 255}.${i & 255}`
    for (let i = 0; i < 50_000; i++) limiter.hit(key(i), 1_000)
    expect(limiter.size).toBe(50_000)
    limiter.hit(key(50_000), 1_000)
    expect(limiter.size).toBeLessThanOrEqual(50_000)
  })

  it('holds 100 000 burnt puzzle tokens (server/README.md), and no more after one more', async () => {
    let written = 0
    const burnt = new BurntTokens(
      { burn: (batch) => Promise.resolve(void (written += batch.length)) },
      () => {},
    )
    const burns: Promise<void>[] = []
    for (let i = 0; i < 100_000; i++) burns.push(burnt.burn(`token-${i}`, Number.MAX_SAFE_INTEGER))
    expect(burnt.size).toBe(100_000)
    burns.push(burnt.burn('token-100000', Number.MAX_SAFE_INTEGER))
    expect(burnt.size).toBeLessThanOrEqual(100_000)
    await Promise.all(burns)
    expect(written).toBe(100_001)
  })

  it('a client forgotten at the ceiling starts a fresh window, a recent one keeps its count', () => {
    const limiter = new RateLimiter(1, 60_000, 2)
    expect(limiter.hit('a', 0).allowed).toBe(true)
    expect(limiter.hit('b', 0).allowed).toBe(true)
    expect(limiter.hit('b', 0).allowed).toBe(false)
    expect(limiter.hit('c', 0).allowed).toBe(true)
    expect(limiter.hit('d', 0).allowed).toBe(true)
    expect(limiter.size).toBeLessThanOrEqual(2)
    // 'd' was counted last, so it is still known; 'a' was forgotten and starts afresh
    expect(limiter.hit('d', 0).allowed).toBe(false)
    expect(limiter.hit('a', 0).allowed).toBe(true)
  })
})

describe('the enquiry quota', () => {
  const post = (
    app: Awaited<ReturnType<typeof testApp>>['app'],
    payload: string,
    headers: Record<string, string> = {},
    remoteAddress = '10.0.0.2',
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/enquiry',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    })

  it('is not used up by requests refused before validation (415, 413, malformed, wrong puzzle)', async () => {
    // every visitor behind an unconfigured proxy shares the proxy's address
    const opened = await testApp({ rateLimit: { max: 10, windowMs: 600_000 } })
    try {
      for (let i = 0; i < 10; i++) {
        expect((await post(opened.app, '', { 'content-type': 'text/plain' })).statusCode).toBe(415)
        expect((await post(opened.app, '{"name":')).statusCode).toBe(415)
        expect(
          (await post(opened.app, JSON.stringify({ name: 'x'.repeat(20_000) }))).statusCode,
        ).toBe(413)
        expect((await post(opened.app, '{}')).statusCode).toBe(400)
        const wrong = await validEnquiry(opened.app)
        const puzzle = wrong.puzzle as { token: string; answer: number }
        wrong.puzzle = { ...puzzle, answer: puzzle.answer + 1 }
        expect((await post(opened.app, JSON.stringify(wrong))).statusCode).toBe(400)
      }
      const real = await post(opened.app, JSON.stringify(await validEnquiry(opened.app)))
      expect(real.statusCode).toBe(201)
    } finally {
      await opened.close()
    }
  })

  it('still stops a client that sends more valid enquiries than the limit', async () => {
    const opened = await testApp({ rateLimit: { max: 2, windowMs: 600_000 } })
    try {
      const send = async (n: number, xff: string) =>
        post(
          opened.app,
          JSON.stringify(
            await validEnquiry(opened.app, { message: `Question ${n} about the suites please` }),
          ),
          { 'x-forwarded-for': xff },
        )
      // forged X-Forwarded-For from a peer TRUST_PROXY does not list: one bucket all the same
      expect((await send(1, '198.51.100.1')).statusCode).toBe(201)
      expect((await send(2, '198.51.100.2')).statusCode).toBe(201)
      const third = await send(3, '198.51.100.3')
      expect(third.statusCode).toBe(429)
      expect(third.json()).toEqual({ message: enquiryMessages.tooMany })
      // once over, the next is refused before its body is even read
      expect((await post(opened.app, 'not json at all')).statusCode).toBe(429)
    } finally {
      await opened.close()
    }
  })

  it('counts each client of a trusted proxy on its own', async () => {
    const opened = await testApp({
      rateLimit: { max: 1, windowMs: 600_000 },
      trustProxy: proxies(['10.0.0.0/8']),
    })
    try {
      for (const [i, client] of ['198.51.100.1', '198.51.100.2', '2001:db8::1'].entries()) {
        const res = await post(
          opened.app,
          JSON.stringify(await validEnquiry(opened.app, { email: `guest${i}@example.in` })),
          { 'x-forwarded-for': client },
        )
        expect(res.statusCode, client).toBe(201)
      }
    } finally {
      await opened.close()
    }
  })
})

describe('forwarded headers from an untrusted peer', () => {
  it('are named in one warning in the log, and not otherwise', async () => {
    const recorder = logRecorder()
    const opened = await testApp(
      { logLevel: 'info' },
      {
        logStream: recorder.stream,
      },
    )
    try {
      await opened.app.inject({ method: 'GET', url: '/', remoteAddress: '10.0.0.9' })
      expect(recorder.text()).not.toContain('TRUST_PROXY')
      for (let i = 0; i < 3; i++) {
        await opened.app.inject({
          method: 'GET',
          url: '/',
          remoteAddress: '10.0.0.9',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        })
      }
      const warnings = recorder
        .text()
        .split('\n')
        .filter((line) => line.includes('TRUST_PROXY'))
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toContain('"level":40')
      expect(warnings[0]).toContain('10.0.0.9')
      // the forged client address is no part of the log
      expect(recorder.text()).not.toContain('198.51.100')
    } finally {
      await opened.close()
    }
  })
})
