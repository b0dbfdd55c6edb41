/*
 * The randomness every drawing is made from. It is seeded by the key, so a picture is the same on
 * every build; every drawing takes its numbers from one generator in a fixed order, which is why
 * reordering two calls changes the picture.
 */

/** A generator of numbers in [0, 1). */
export type Rand = () => number

/** A 32-bit FNV-1a hash: a stable seed from the key. */
export function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

/** mulberry32: small, fast and good enough for shapes. */
export function prng(seed: number): Rand {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A number between lo and hi, from one draw. */
export function between(r: Rand, lo: number, hi: number): number {
  return lo + (hi - lo) * r()
}

/** One of the items, from one draw. */
export function choose<T>(r: Rand, items: readonly T[]): T {
  const item = items[Math.floor(r() * items.length)]
  if (item === undefined) throw new Error('choose() needs a non-empty list')
  return item
}
