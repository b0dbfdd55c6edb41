import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDevMedia, type DevMedia, type MediaWriters } from './media.ts'

let dir: string
let server: Server
let base: string
let generations: number
let media: DevMedia

/** Writers that stand in for the build's: one artwork, one share image, counted. */
const writers: MediaWriters = {
  async writeSiteMedia(clientDir) {
    generations++
    await mkdir(join(clientDir, 'media'), { recursive: true })
    await writeFile(join(clientDir, 'media', 'home.hero.svg'), `<svg id="${generations}"/>`)
  },
  async writeOgImage(key, outPath) {
    if (key !== 'home.hero') throw new Error('not in the catalogue')
    await writeFile(outPath, 'jpg')
  },
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dev-media-'))
  generations = 0
  media = createDevMedia(dir, () => Promise.resolve(writers))
  server = createServer((req, res) =>
    media.middleware(req, res, () => res.writeHead(404).end('next')),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve))
  await rm(dir, { recursive: true, force: true })
})

describe('media in development', () => {
  it('generates the media at the first request, once, and serves them with their type', async () => {
    const first = await fetch(`${base}/media/home.hero.svg`)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(await first.text()).toBe('<svg id="1"/>')
    await fetch(`${base}/media/home.hero.svg`)
    expect(generations).toBe(1)
  })

  it('draws a share image when asked, and leaves unknown files and other paths to the next handler', async () => {
    const og = await fetch(`${base}/media/og/home.hero.jpg`)
    expect(og.headers.get('content-type')).toBe('image/jpeg')
    expect(await readFile(join(dir, 'media/og/home.hero.jpg'), 'utf8')).toBe('jpg')
    expect(await (await fetch(`${base}/media/og/unknown.jpg`)).text()).toBe('next')
    expect(await (await fetch(`${base}/media/home.video.webm`)).text()).toBe('next')
    expect(await (await fetch(`${base}/contact`)).text()).toBe('next')
    expect(await (await fetch(`${base}/media/..%2f..%2fetc%2fpasswd`)).text()).toBe('next')
  })

  it('generates again after invalidate (a change to the content or the writers)', async () => {
    await fetch(`${base}/media/home.hero.svg`)
    media.invalidate()
    expect(await (await fetch(`${base}/media/home.hero.svg`)).text()).toBe('<svg id="2"/>')
  })
})
