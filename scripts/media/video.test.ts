import { open, stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { media } from '../../content/media/index.ts'

/*
 * The home video is made once by scripts/media/make-video.ts and committed, so the build needs
 * no ffmpeg. These checks read the committed files as they are served.
 */
const dir = resolve(import.meta.dirname, '../../public/media')
const budget = 600 * 1024

async function head(file: string, bytes = 64): Promise<Buffer> {
  const handle = await open(file, 'r')
  try {
    const buffer = Buffer.alloc(bytes)
    await handle.read(buffer, 0, bytes, 0)
    return buffer
  } finally {
    await handle.close()
  }
}

describe('home video', () => {
  it('is a WebM (EBML, doctype webm) within the byte budget', async () => {
    const file = resolve(dir, 'home.video.webm')
    const size = (await stat(file)).size
    expect(size).toBeGreaterThan(20 * 1024)
    expect(size).toBeLessThan(budget)
    const bytes = await head(file)
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3')
    expect(bytes.toString('latin1')).toContain('webm')
  })

  it('has an MP4 fallback (ftyp box first, moov before mdat for fast start) within budget', async () => {
    const file = resolve(dir, 'home.video.mp4')
    const size = (await stat(file)).size
    expect(size).toBeGreaterThan(20 * 1024)
    expect(size).toBeLessThan(budget)
    const bytes = await head(file, 4096)
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp')
    const text = bytes.toString('latin1')
    expect(text.indexOf('moov')).toBeGreaterThan(0)
    const mdat = text.indexOf('mdat')
    if (mdat >= 0) expect(text.indexOf('moov')).toBeLessThan(mdat)
  })

  it('has its poster in the media catalogue, drawn from the same landscape', () => {
    expect(media['home.video-poster']).toMatchObject({ scene: 'mist', width: 1920, height: 1080 })
  })
})
