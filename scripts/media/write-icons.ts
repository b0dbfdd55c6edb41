import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { markOnLight, markSvg, markViewBox } from '../../src/components/logo/mark.ts'

/**
 * The favicon: the trillium mark on a paper tile, so it reads on light and dark tab bars alike.
 * `rounded` is off for the touch icon, which the phone's home screen masks itself.
 */
export function faviconSvg(size = 64, rounded = true): string {
  const r1 = (v: number) => Math.round(v * 10) / 10
  const inset = r1(size * 0.1)
  const w = r1(size - 2 * inset)
  const h = r1((w * 43) / 46)
  const tile = `<rect width="${size}" height="${size}"${rounded ? ` rx="${r1(size * 0.22)}"` : ''} fill="#f7f4ee"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${tile}<svg x="${inset}" y="${r1((size - h) / 2)}" width="${w}" height="${h}" viewBox="${markViewBox}">${markSvg(markOnLight)}</svg></svg>\n`
}

/**
 * Writes `favicon.svg` and the 180x180 `apple-touch-icon.png` into the public folder, from the
 * same mark as the logo component. Their output is committed, so the build needs neither this
 * script nor sharp; run it again after changing the mark (`tsx scripts/media/write-icons.ts`).
 */
export async function writeIcons(publicDir: string): Promise<void> {
  await mkdir(publicDir, { recursive: true })
  await writeFile(join(publicDir, 'favicon.svg'), faviconSvg())
  const { default: sharp } = await import('sharp')
  await sharp(Buffer.from(faviconSvg(180, false)))
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, 'apple-touch-icon.png'))
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const publicDir = resolve(import.meta.dirname, '../../public')
  writeIcons(publicDir).then(
    () => console.log(`Wrote favicon.svg and apple-touch-icon.png to ${publicDir}`),
    (error: unknown) => {
      console.error(error)
      process.exitCode = 1
    },
  )
}
