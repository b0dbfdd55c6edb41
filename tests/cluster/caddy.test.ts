import { execFileSync } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTrustProxy, type ProxyTrust } from '../../server/client-address.ts'
import { caddyfile, startCaddy, type CaddyServer } from '../../scripts/cluster/caddy-server.ts'
import { caddyPackage, requirePackage } from '../../scripts/cluster/system-packages.ts'
import {
  buildTestApp,
  idleWeather,
  tempDir,
  testConfig,
  validEnquiry,
  writeFixtureDist,
} from '../server/helpers.ts'
import { freePort } from '../server/server-process.ts'
import { dropDatabase } from '../server/test-database.ts'
import { H2Client } from './h2-client.ts'

/*
 * The shipped deploy/Caddyfile, run by the real Caddy in front of the real app: what a browser
 * gets through it (HTTP/2 over TLS, the app's headers as they are), the client address the
 * instances see, and a POST that reached an instance never sent to another.
 */

const folder = tempDir('trillium-caddy-')
let app: FastifyInstance
let caddy: CaddyServer
let h2: H2Client

beforeAll(async () => {
  writeFixtureDist(join(folder.dir, 'dist'))
  app = await buildTestApp(
    {
      config: testConfig(folder.dir, {
        trustProxy: parseTrustProxy('127.0.0.1') as ProxyTrust,
        rateLimit: { max: 1, windowMs: 600_000 },
      }),
      weatherProvider: idleWeather,
    },
    folder.dir,
  )
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as AddressInfo
  caddy = await startCaddy({
    dir: join(folder.dir, 'caddy'),
    upstreams: [`127.0.0.1:${port}`],
    httpsPort: await freePort(),
    httpPort: await freePort(),
  })
  h2 = new H2Client(caddy.origin, caddy.ca)
})
afterAll(async () => {
  h2?.close()
  await caddy?.stop()
  await app?.close()
  await dropDatabase(folder.dir)
  folder.remove()
})

describe('deploy/Caddyfile', () => {
  it('is valid for Caddy as installed, for a public name and for a local run', () => {
    const caddyBin = requirePackage(caddyPackage)
    const validate = (env: Record<string, string>) =>
      execFileSync(caddyBin, ['validate', '--config', caddyfile, '--adapter', 'caddyfile'], {
        env: { PATH: process.env.PATH ?? '', HOME: folder.dir, XDG_DATA_HOME: folder.dir, ...env },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    expect(() =>
      validate({ SITE_ADDRESS: 'trillium.example', UPSTREAMS: '10.0.0.1:3000' }),
    ).not.toThrow()
    expect(() =>
      validate({ SITE_ADDRESS: 'localhost:8443', TLS: 'internal', HTTP_PORT: '8080' }),
    ).not.toThrow()
  })

  it('speaks HTTP/2 over TLS and passes the security headers, compression and caching unchanged', async () => {
    const direct = await app.inject({
      method: 'GET',
      url: '/spa',
      headers: { 'accept-encoding': 'br' },
    })
    const proxied = await h2.request('/spa', { headers: { 'accept-encoding': 'br' } })
    expect(h2.alpn).toBe('h2')
    expect(proxied.status).toBe(200)
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'x-frame-options',
      'content-type',
      'content-encoding',
      'cache-control',
      'etag',
      'last-modified',
      'vary',
      'content-length',
    ]) {
      expect(proxied.headers[name], name).toBe(direct.headers[name] as string | undefined)
    }
    expect(proxied.headers['content-encoding']).toBe('br')
    expect(proxied.body.equals(direct.rawPayload)).toBe(true)
    const asset = await h2.request('/assets/index-AbC123.js')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const revalidated = await h2.request('/spa', {
      headers: { 'if-none-match': String(direct.headers.etag) },
    })
    expect(revalidated.status).toBe(304)
  })

  it('names the client itself: a forwarding header a client wrote is not a new client', async () => {
    const send = async (forged: string) =>
      h2.request('/api/enquiry', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
        body: JSON.stringify(await validEnquiry(app, { message: `From ${forged} one two three` })),
      })
    // one enquiry per client (rate limit 1): the second is from the same client whatever it says
    expect((await send('203.0.113.1')).status).toBe(201)
    expect((await send('203.0.113.2')).status).toBe(429)
  })
})

describe('no replay of a POST that reached an instance', () => {
  it('answers 502 for a POST whose instance failed mid-request; a GET is tried on the other', async () => {
    const seen = { a: [] as string[], b: [] as string[] }
    const upstream = (name: 'a' | 'b', fails: boolean): Promise<Server> =>
      new Promise((done) => {
        const server = createServer((request, response) => {
          if (request.url === '/readyz') {
            response.end('{"status":"ready"}')
            return
          }
          seen[name].push(`${request.method} ${request.url}`)
          request.resume()
          request.on('end', () => {
            if (fails) request.socket.destroy()
            else response.end('ok')
          })
        })
        server.listen(0, '127.0.0.1', () => done(server))
      })
    const a = await upstream('a', true)
    const b = await upstream('b', false)
    const proxy = await startCaddy({
      dir: join(folder.dir, 'caddy-replay'),
      upstreams: [a, b].map((s) => `127.0.0.1:${(s.address() as AddressInfo).port}`),
      httpsPort: await freePort(),
      httpPort: await freePort(),
    })
    const client = new H2Client(proxy.origin, proxy.ca)
    try {
      const posts = []
      for (let i = 0; i < 12; i++) {
        posts.push(await client.request(`/api/enquiry?n=${i}`, { method: 'POST', body: '{}' }))
      }
      const gets = []
      for (let i = 0; i < 12; i++) gets.push(await client.request(`/suites?n=${i}`))
      const postsTo = (s: string[]) => s.filter((line) => line.startsWith('POST')).length
      // every POST reached exactly one instance: those that reached the failing one got 502
      expect(postsTo(seen.a) + postsTo(seen.b)).toBe(12)
      expect(postsTo(seen.a)).toBeGreaterThan(0)
      expect(posts.filter((p) => p.status === 502)).toHaveLength(postsTo(seen.a))
      expect(posts.filter((p) => p.status === 200)).toHaveLength(postsTo(seen.b))
      // a GET that failed on one instance was tried again on the other
      expect(gets.every((g) => g.status === 200)).toBe(true)
    } finally {
      client.close()
      await proxy.stop()
      a.close()
      b.close()
    }
  })
})
