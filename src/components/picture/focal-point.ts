/*
 * A photograph's focal point on the page: data attributes on its <img>, on a 5% grid, that
 * picture.module.css turns into object-position (the CSP allows no inline style). A hero's phone
 * crop has its own point (data-pox/poy). The app never changes them once rendered, so the build
 * keeps only the focal rules a page's markup asks for (scripts/build/inline-styles.ts).
 */

/** The attributes, as picture.module.css reads them. */
export const focalAttributes = ['data-ox', 'data-oy', 'data-pox', 'data-poy'] as const

const grid = (percent: number) => String(Math.round(percent / 5) * 5)

/**
 * The focal point's attributes: the picture's, left out where it is the centre (the stylesheet's
 * default), and a phone crop's where it differs from the picture's. Points are in percent.
 */
export function focalPoint(
  focus: readonly [number, number],
  phone: readonly [number, number] | undefined,
): Record<string, string> {
  const [x, y] = [grid(focus[0]), grid(focus[1])]
  const attrs: Record<string, string> = {}
  if (x !== '50') attrs['data-ox'] = x
  if (y !== '50') attrs['data-oy'] = y
  if (phone && grid(phone[0]) !== x) attrs['data-pox'] = grid(phone[0])
  if (phone && grid(phone[1]) !== y) attrs['data-poy'] = grid(phone[1])
  return attrs
}
