import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { readDeployConfig } from '../../content/env.ts'
import { robotsTxt, sitemapXml } from '../../scripts/build/sitemap.ts'
import { builtOrigin, listeningUrl, startupMessage } from '../../server/startup.ts'
import { tempDir, writeFixtureDist } from './helpers.ts'
import { startServerProcess } from './server-process.ts'

const { dir, remove } = tempDir('trillium-origin-')
afterAll(() => remove())

describe('the site origin follows PORT and HOST when SITE_URL is unset (issue 12)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('says the port the site answers on', () => {
    expect(readDeployConfig({}).siteUrl).toBe('http://localhost:3000')
    expect(readDeployConfig({ PORT: '3100' }).siteUrl).toBe('http://localhost:3100')
    expect(readDeployConfig({ PORT: '3100', HOST: '0.0.0.0' }).siteUrl).toBe(
      'http://localhost:3100',
    )
    expect(readDeployConfig({ PORT: '8080', HOST: '192.168.1.20' }).siteUrl).toBe(
      'http://192.168.1.20:8080',
    )
    expect(readDeployConfig({ PORT: '8080', HOST: 'fd00::20' }).siteUrl).toBe(
      'http://[fd00::20]:8080',
    )
    // any free port cannot be known before listening: the configuration's default
    expect(readDeployConfig({ PORT: '0' }).siteUrl).toBe('http://localhost:3000')
  })

  it('lets SITE_URL win', () => {
    expect(readDeployConfig({ PORT: '3100', SITE_URL: 'https://trillium.example/' }).siteUrl).toBe(
      'https://trillium.example',
    )
  })

  it('compiles that origin into the pages, the sitemap and robots.txt', async () => {
    vi.stubEnv('PORT', '3100')
    vi.stubEnv('SITE_URL', '')
    const config = (await import('../../vite.config.ts')).default as {
      define: Record<string, string>
    }
    expect(JSON.parse(config.define['__SITE_URL__'] ?? '""')).toBe('http://localhost:3100')
    const origin = readDeployConfig({ PORT: '3100' }).siteUrl
    expect(sitemapXml(origin, ['/', '/suites'], new Date(0))).toContain(
      '<loc>http://localhost:3100/suites</loc>',
    )
    expect(robotsTxt(origin)).toContain('Sitemap: http://localhost:3100/sitemap.xml')
  })
})

describe('the line the server prints on start', () => {
  it('names the URL to open', () => {
    const at = (address: string, port: number) =>
      ({ address, port, family: address.includes(':') ? 'IPv6' : 'IPv4' }) as const
    expect(listeningUrl(at('127.0.0.1', 3100))).toBe('http://127.0.0.1:3100')
    expect(listeningUrl(at('::1', 3100))).toBe('http://[::1]:3100')
    expect(listeningUrl(at('0.0.0.0', 3100))).toBe('http://localhost:3100')
    const message = (address: string, siteUrl: string, built?: string) =>
      startupMessage({ address: at(address, 3100), siteUrl, builtOrigin: built, distDir: 'dist' })
    expect(message('127.0.0.1', 'http://localhost:3100', 'http://localhost:3100')).toBe(
      'Trillium is serving on http://127.0.0.1:3100\n',
    )
    expect(message('0.0.0.0', 'https://trillium.example', 'https://trillium.example')).toBe(
      'Trillium is serving on http://localhost:3100 (on every address); public address https://trillium.example\n',
    )
    const stale = message('127.0.0.1', 'http://localhost:3100', 'http://localhost:3000')
    expect(stale.split('\n')).toHaveLength(3)
    expect(stale).toMatch(/built for http:\/\/localhost:3000.*not to http:\/\/localhost:3100/)
  })

  it('reads the origin a build was made for from its robots.txt', () => {
    writeFileSync(join(dir, 'robots.txt'), robotsTxt('https://trillium.example'))
    expect(builtOrigin(dir)).toBe('https://trillium.example')
    expect(builtOrigin(join(dir, 'none'))).toBeUndefined()
  })

  it('the real process prints one human line on standard error; standard output stays JSON', async () => {
    const dist = join(dir, 'dist')
    writeFixtureDist(dist)
    const run = async (env: Record<string, string>) => {
      const server = await startServerProcess({
        DIST_DIR: dist,
        DATABASE_PATH: join(dir, 'origin.db'),
        LOG_LEVEL: 'info',
        ...env,
      })
      server.child.kill('SIGTERM')
      await server.exited
      const stderr = server.stderr()
      const stdout = server.stdout()
      for (const line of stdout.trim().split('\n')) {
        expect(() => JSON.parse(line) as unknown, line).not.toThrow()
      }
      expect(stdout).toContain('"msg":"Server listening at')
      return { port: new URL(server.origin).port, stderr }
    }

    // a build made for the origin in use: one line with the URL
    writeFileSync(join(dist, 'robots.txt'), robotsTxt('https://trillium.example'))
    const fits = await run({ SITE_URL: 'https://trillium.example' })
    expect(fits.stderr).toBe(
      `Trillium is serving on http://127.0.0.1:${fits.port}; public address https://trillium.example\n`,
    )

    // pages built for port 3000, served on another port with no SITE_URL: the line, and how to fix it
    writeFileSync(join(dist, 'robots.txt'), robotsTxt('http://localhost:3000'))
    const stale = await run({})
    const lines = stale.stderr.trim().split('\n')
    expect(lines[0]).toBe(`Trillium is serving on http://127.0.0.1:${stale.port}`)
    expect(lines[1]).toMatch(
      new RegExp(`built for http://localhost:3000, .* not to http://localhost:${stale.port}\\.`),
    )
    expect(lines).toHaveLength(2)
  }, 60_000)
})
