/*
 * The trillium mark's geometry, shared by the React logo and the favicon script: three petals
 * at 120 degrees in the two brand colours, with three slender sepals between them, drawn in a
 * 48 unit box centred on the origin.
 */

/** The box that frames the mark with even margins (its shapes sit a little above the origin). */
export const markViewBox = '-23 -25 46 43'

/** One petal pointing up; the others are the same shape turned by 120 and 240 degrees. */
export const petalPath = 'M0 -2.5C-6.5 -7.5 -7.5 -16 0 -22.5C7.5 -16 6.5 -7.5 0 -2.5Z'

/** A sepal: a narrow leaf pointing down between two petals. */
export const sepalPath = 'M0 2.5C-1.8 7 -2 11.5 0 15.5C2 11.5 1.8 7 0 2.5Z'

export interface MarkColours {
  /** Top, lower-right and lower-left petals. */
  readonly petals: readonly [string, string, string]
  readonly sepal: string
}

/** On paper and light bands: the deep petal blue, a lighter blue and the leaf green. */
export const markOnLight: MarkColours = {
  petals: ['#1d2f4f', '#5d7aa6', '#3f6b4e'],
  sepal: '#6f9672',
}

/** Over a banner photo, the opaque header and the footer: the same petals, lifted. */
export const markOnDark: MarkColours = {
  petals: ['#e3e9f2', '#9fb4d4', '#a9c3a1'],
  sepal: '#6f9672',
}

/** The mark's shapes as SVG markup (for the favicon and share images, outside React). */
export function markSvg(colours: MarkColours): string {
  const [top, right, left] = colours.petals
  const sepals = [0, 120, 240]
    .map((a) => `<path d="${sepalPath}" fill="${colours.sepal}" transform="rotate(${a})"/>`)
    .join('')
  return `${sepals}<path d="${petalPath}" fill="${top}"/><path d="${petalPath}" fill="${right}" transform="rotate(120)"/><path d="${petalPath}" fill="${left}" transform="rotate(240)"/>`
}
