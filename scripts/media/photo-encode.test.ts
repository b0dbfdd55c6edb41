import { resolve } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { describe, expect, it } from 'vitest'
import { avifBudget, densitySettings, encodeVariant, type Pixels } from './photo-encode.ts'

const garden = resolve(import.meta.dirname, '../../tests/fixtures/photos/garden.jpg')

async function pixels(image: Sharp, width: number, height: number): Promise<Pixels> {
  const data = await image.resize(width, height).removeAlpha().raw().toBuffer()
  return { data, info: { width, height, channels: 3 } }
}

/** A dense texture (moss, gravel): noise softened to what a lens resolves. */
const dense = (width: number, height: number) =>
  pixels(
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 50 },
      },
    }).blur(1.2),
    width,
    height,
  )

describe('the AVIF byte budgets, per density', () => {
  it("keep the largest paint within issue 11's targets at DPR 1, 2 and 3", () => {
    // A 375 px phone's 4:5 hero: 480, 800 and 1200 px files at 1x, 2x and 3x; at most 60 kB.
    expect(avifBudget(1, 480, 600)).toBeLessThanOrEqual(60_000)
    expect(avifBudget(2, 800, 1000)).toBeLessThanOrEqual(60_000)
    expect(avifBudget(3, 1200, 1500)).toBeLessThanOrEqual(60_000)
    // A 1440 px laptop's 16:9 hero: the 1440 px file at 1x, the 2560 px one at 2x and 3x.
    expect(avifBudget(1, 1440, 810)).toBeLessThanOrEqual(200_000)
    expect(avifBudget(2, 2560, 1440)).toBeLessThanOrEqual(200_000)
  })

  it('give a denser screen fewer bits per pixel but more per CSS pixel', () => {
    const perPixel = [1, 2, 3].map((d) => avifBudget(d, 1000, 1000) / 1e6)
    expect(perPixel[0]).toBeGreaterThan(perPixel[1] ?? 0)
    expect(perPixel[1]).toBeGreaterThan(perPixel[2] ?? 0)
    const perCssPixel = perPixel.map((bytes, i) => bytes * (i + 1) ** 2)
    expect(perCssPixel[1]).toBeGreaterThan(perCssPixel[0] ?? 0)
    expect(perCssPixel[2]).toBeGreaterThan(perCssPixel[1] ?? 0)
  })
})

describe('encodeVariant', () => {
  it('encodes a calm photograph once, at its density’s quality', async () => {
    const calm = await pixels(sharp(garden), 800, 1000)
    const encoded = await encodeVariant(calm, 'avif', 2)
    expect(encoded.passes).toBe(1)
    expect(encoded.quality).toBe(densitySettings(2).quality.avif)
    expect(encoded.bytes.length).toBeLessThanOrEqual(avifBudget(2, 800, 1000))
    expect((await sharp(encoded.bytes).metadata()).format).toBe('heif')
  })

  it('brings a dense photograph under its budget in one or two more encodes', async () => {
    const texture = await dense(1200, 1500)
    const encoded = await encodeVariant(texture, 'avif', 3)
    expect(encoded.passes).toBeGreaterThan(1)
    expect(encoded.passes).toBeLessThanOrEqual(3)
    expect(encoded.bytes.length).toBeLessThanOrEqual(60_000)
    expect(encoded.quality).toBeGreaterThanOrEqual(20)
  })

  it('gives WebP and JPEG, the fallbacks, their density’s quality and no second encode', async () => {
    const texture = await dense(480, 600)
    for (const format of ['webp', 'jpeg'] as const) {
      const encoded = await encodeVariant(texture, format, 3)
      expect([encoded.passes, encoded.quality], format).toEqual([
        1,
        densitySettings(3).quality[format],
      ])
    }
  })
})
