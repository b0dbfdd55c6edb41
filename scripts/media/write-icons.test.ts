import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { markOnLight } from '../../src/components/logo/mark.ts'
import { faviconSvg } from './write-icons.ts'

const publicDir = resolve(import.meta.dirname, '../../public')

describe('committed site icons', () => {
  it('favicon.svg is the current trillium mark (run scripts/media/write-icons.ts after a change)', async () => {
    const committed = await readFile(resolve(publicDir, 'favicon.svg'), 'utf8')
    expect(committed).toBe(faviconSvg())
    for (const colour of markOnLight.petals) expect(committed).toContain(colour)
  })

  it('apple-touch-icon.png is a 180x180 picture of the mark', async () => {
    const image = sharp(resolve(publicDir, 'apple-touch-icon.png'))
    const meta = await image.metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 180, 180])
    const { dominant } = await image.stats()
    // Mostly paper, with the petals in it: not blank, not a flat tile.
    expect(dominant.r).toBeGreaterThan(200)
    expect((await image.stats()).channels[2]?.stdev ?? 0).toBeGreaterThan(10)
  })
})
