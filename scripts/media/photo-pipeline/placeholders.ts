import type { Decoded } from './decode-photo.ts'

/* The inline placeholders of photographs: a blurred preview, or the photograph's colour. */

/**
 * The inline placeholder of a photograph: a 16 px wide WebP, blurred by an SVG filter (so it is
 * smooth at any size, with no CSS filter to paint), as a CSS url. Well under 1 kB.
 */
export async function placeholder(decoded: Decoded): Promise<string> {
  const { default: sharp } = await import('sharp')
  const width = 16
  const height = Math.max(1, Math.round((width * decoded.info.height) / decoded.info.width))
  const tiny = await sharp(decoded.data, { raw: decoded.info })
    .resize(width, height, { fit: 'fill' })
    .webp({ quality: 40, effort: 6 })
    .toBuffer()
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}' preserveAspectRatio='none'>` +
    `<filter id='b' color-interpolation-filters='sRGB'><feGaussianBlur stdDeviation='.8'/>` +
    `<feComponentTransfer><feFuncA type='discrete' tableValues='1 1'/></feComponentTransfer></filter>` +
    `<image filter='url(#b)' width='${width}' height='${height}' preserveAspectRatio='none' href='data:image/webp;base64,${tiny.toString('base64')}'/></svg>`
  return `url("data:image/svg+xml,${svg.replace(/#/g, '%23').replace(/</g, '%3C').replace(/>/g, '%3E')}")`
}

/**
 * The colour of each placeholder: the mean of its 16 px preview (read back from the preview
 * itself, so it needs no cache of its own), as `#rrggbb`.
 */
export async function placeholderColours(
  placeholders: ReadonlyMap<string, string>,
): Promise<Map<string, string>> {
  const { default: sharp } = await import('sharp')
  const colours = new Map<string, string>()
  for (const [id, css] of placeholders) {
    const webp = /base64,([A-Za-z0-9+/=]+)/.exec(css)?.[1]
    if (webp === undefined) continue
    const { channels } = await sharp(Buffer.from(webp, 'base64')).stats()
    const hex = channels
      .slice(0, 3)
      .map((c) => Math.round(c.mean).toString(16).padStart(2, '0'))
      .join('')
    colours.set(id, `#${hex}`)
  }
  return colours
}

/**
 * Adds each page's placeholders to its inline stylesheet: one rule per photograph the page
 * shows, so only what the page needs is inlined and the CSP's hash of the block (taken by the
 * server when it starts) covers them. The picture the page paints first (`img[data-ph]`, never
 * lazy) has the blurred preview; a picture below the fold (`img[data-pc]`) the photograph's
 * colour: seven previews were 0.8 kB of Home's compressed HTML, which is to fit TCP's first
 * window (scripts/build/inline-styles.ts), and a picture below the fold is rarely seen loading.
 */
export function withPlaceholders(
  html: string,
  placeholders: ReadonlyMap<string, string>,
  colours: ReadonlyMap<string, string> = new Map(),
): string {
  const ids = (attribute: string) => [
    ...new Set(
      [...html.matchAll(new RegExp(` ${attribute}="([^"]+)"`, 'g'))].map((m) => m[1] ?? ''),
    ),
  ]
  const previews = ids('data-ph').map((id) => {
    const css = placeholders.get(id)
    return css === undefined ? '' : `img[data-ph="${id}"]{background-image:${css}}`
  })
  const plain = ids('data-pc').map((id) => {
    const colour = colours.get(id)
    return colour === undefined ? '' : `img[data-pc="${id}"]{background-color:${colour}}`
  })
  const rules = [...previews, ...plain].join('')
  if (rules === '') return html
  const at = html.indexOf('</style>')
  if (at === -1) throw new Error('A page with photographs has no inline stylesheet')
  return html.slice(0, at) + rules + html.slice(at)
}
