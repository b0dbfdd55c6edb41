import { execFile } from 'node:child_process'
import { connect, type Socket } from 'node:net'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError } from '../../content/env.ts'
import { readServerConfig, serverVariables } from '../../server/config.ts'
import { FakeWeatherServer, owmBody } from './fakes/weather-server.ts'
import { tempDir } from './helpers.ts'
import { startServerProcess } from './server-process.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const { dir, remove } = tempDir('trillium-main-')
afterAll(() => remove())

describe('server configuration', () => {
  it('has working defaults', () => {
    const config = readServerConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databasePath: 'data/trillium.db',
      distDir: 'dist/client',
      smtpUrl: undefined,
      enquirySecret: undefined,
      rateLimit: { max: 10, windowMs: 600_000 },
      trustProxy: { kind: 'none' },
      maxConnections: 1000,
      databaseUrl: undefined,
      databasePoolMax: 10,
      statementTimeoutMs: 5000,
      mailLeaseMs: 60_000,
      vitals: { retentionDays: 35, ratePerMinute: 60 },
      analytics: { rawDays: 35, dailyEvents: 3_000_000 },
      enquiryRetentionMonths: 24,
      logLevel: 'info',
    })
  })

  it('takes an ENQUIRY_SECRET of 32 characters, not of 31', () => {
    const secret = 'a-secret-of-thirty-two-chars-#32'
    expect(secret).toHaveLength(32)
    expect(readServerConfig({ ENQUIRY_SECRET: secret }).enquirySecret).toBe(secret)
    expect(() => readServerConfig({ ENQUIRY_SECRET: secret.slice(1) })).toThrow(
      'ENQUIRY_SECRET must be at least 32 characters',
    )
  })

  it('lists every bad variable, the shared ones and the server ones, in one error', () => {
    let error: unknown
    try {
      readServerConfig({
        PORT: 'eighty',
        SITE_URL: 'not a url',
        SMTP_URL: 'http://mail.example',
        ENQUIRY_SECRET: 'short',
        ENQUIRY_RATE_LIMIT: '-3',
        TRUST_PROXY: 'yes',
        LOG_LEVEL: 'loud',
        MAIL_TO: 'nobody',
      })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ConfigError)
    const problems = (error as ConfigError).problems.join('\n')
    for (const name of [
      'PORT',
      'SITE_URL',
      'SMTP_URL',
      'ENQUIRY_SECRET',
      'ENQUIRY_RATE_LIMIT',
      'TRUST_PROXY',
      'LOG_LEVEL',
      'MAIL_TO',
    ]) {
      expect(problems).toContain(name)
    }
  })

  it('is documented: docs/configuration.md names every variable the server reads in a table', () => {
    const docs = readFileSync(join(root, 'docs/configuration.md'), 'utf8')
    for (const [name] of serverVariables)
      expect(docs).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, 'm'))
  })

  it('reads the server variables', () => {
    const config = readServerConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      ENQUIRY_RATE_LIMIT: '3',
      ENQUIRY_RATE_WINDOW_SECONDS: '60',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      DIST_DIR: '/srv/site',
    })
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      rateLimit: { max: 3, windowMs: 60_000 },
      trustProxy: { kind: 'proxies', entries: ['10.0.0.0/8', '127.0.0.1'] },
      distDir: '/srv/site',
    })
  })
})

describe('the server process', () => {
  it('refuses to start on a bad environment, naming every bad variable', async () => {
    const result = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/main.ts'],
      { cwd: root, env: { PATH: process.env.PATH ?? '', PORT: 'x', SMTP_URL: 'ftp://a' } },
    ).catch((error: { code: number; stderr: string }) => error)
    expect(result).toMatchObject({ code: 78 })
    expect((result as { stderr: string }).stderr).toMatch(/PORT[\s\S]*SMTP_URL/)
  })

  it('on SIGTERM finishes the request in flight, closes idle and stalled connections, exits 0 within 5 s', async () => {
    const fake = new FakeWeatherServer()
    fake.behaviour = { kind: 'json', body: owmBody(21, 'Clear', '01d'), delayMs: 700 }
    const base = await fake.start()
    const sockets: Socket[] = []
    try {
      const server = await startServerProcess({
        DATABASE_PATH: join(dir, 'sigterm.db'),
        DIST_DIR: join(dir, 'no-build'),
        WEATHER_API_KEY: 'key',
        WEATHER_API_URL: base,
      })
      const { port } = new URL(server.origin)
      const raw = async (text: string) => {
        const socket = connect(Number(port), '127.0.0.1')
        sockets.push(socket)
        socket.on('error', () => {})
        socket.resume()
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
        socket.write(text)
        return socket
      }
      // an idle keep-alive connection, and a client stalled half-way through its body
      await raw('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n')
      await raw(
        'POST /api/enquiry HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"na',
      )
      const inFlight = fetch(`${server.origin}/api/weather`)
      // wait until the provider has been asked, so the request is surely in flight
      while (fake.calls === 0) await new Promise((resolve) => setTimeout(resolve, 10))
      const started = performance.now()
      server.child.kill('SIGTERM')
      const res = await inFlight
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ temp: 21 })
      expect(await server.exited).toEqual({ code: 0, signal: null })
      expect(performance.now() - started).toBeLessThan(5_000)
      await expect(fetch(`${server.origin}/healthz`)).rejects.toThrow()
    } finally {
      for (const socket of sockets) socket.destroy()
      await fake.stop()
    }
  }, 30_000)
})
