import { describe, expect, it } from 'vitest'
import { slotVariants, slotWidths, type SlotVariant } from './slots.ts'

/** The file a browser picks from widths for a box `css` px wide at `dpr`: the smallest enough. */
function pick(variants: readonly SlotVariant[], css: number, dpr: number): SlotVariant {
  const enough = variants.find((v) => v.width >= css * dpr)
  const picked = enough ?? variants[variants.length - 1]
  if (!picked) throw new Error('no widths')
  return picked
}

describe('slotVariants', () => {
  it('gives a 375 px phone a hero file close to what it needs at 1x, 2x and 3x, made for that density', () => {
    const phone = slotVariants('hero', 0)
    expect([1, 2, 3].map((dpr) => pick(phone, 375, dpr))).toEqual([
      { width: 480, density: 1 },
      { width: 750, density: 2 },
      { width: 1200, density: 3 },
    ])
    // 1125 px needed at 3x: the file is at most 7% wider, not the next step's 28%.
    expect(pick(phone, 375, 3).width / 1125).toBeLessThan(1.07)
  })

  it('gives the phones at 2x a hero file of their own size, and Lighthouse’s 412 px at 1.75x the smallest', () => {
    const phone = slotVariants('hero', 0)
    // 360 and 375 px at 2x (720 and 750 px), 390 to 414 px at 2x (780 to 828 px)
    expect([360, 375, 390, 412, 414].map((w) => pick(phone, w, 2).width)).toEqual([
      750, 750, 828, 828, 828,
    ])
    // 721 px: the 750 file, 4% wider (the 800 it took before was 11% wider, 23% more pixels)
    expect(pick(phone, 412, 1.75).width).toBe(750)
  })

  it('gives a 1440 px laptop the 1440 px hero at 1x and the 2560 px one at 2x, made for 2x', () => {
    const laptop = slotVariants('hero', 1)
    expect(pick(laptop, 1440, 1)).toEqual({ width: 1440, density: 1 })
    expect(pick(laptop, 1440, 2)).toEqual({ width: 2560, density: 2 })
  })

  it('makes nothing wider than 2560 px, and the widths of slotWidths', () => {
    for (const slot of ['hero', 'card', 'lightbox', 'figure'] as const) {
      const variants = slotVariants(slot, 0)
      expect(Math.max(...variants.map((v) => v.width))).toBeLessThanOrEqual(2560)
      expect(variants.map((v) => v.width)).toEqual(slotWidths(slot, 0))
    }
  })
})
