/* Colour arithmetic on hex colours: the looks shade the palette toward night and haze. */

function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

/** Linear mix of two hex colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a)
  const y = rgb(b)
  const c = x.map((v, i) => Math.round(v + ((y[i] ?? v) - v) * t))
  return '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('')
}
