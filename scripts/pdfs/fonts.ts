import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { cutFace, siteCharacters } from '../build/font-subset.ts'
import type { FontName } from './canvas.ts'

/*
 * The brand's faces for the documents, as on the site (src/styles/fonts.css): Fraunces at its
 * light display weight for titles and copy (and its italic), Inter for labels. Each is a static
 * TrueType instance cut from the @fontsource variable font with the characters of the site's
 * content, so the PDFs embed the site's own type instead of PDF's standard Times and Helvetica,
 * and the page images draw the same glyphs as outlines.
 */

interface DocumentFace {
  readonly source: string
  readonly weight: number
}

const faces: Readonly<Record<FontName, DocumentFace>> = {
  serif: {
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    weight: 350,
  },
  'serif-italic': {
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-italic.woff2',
    weight: 350,
  },
  sans: { source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weight: 400 },
  'sans-bold': {
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    weight: 600,
  },
}

const root = resolve(import.meta.dirname, '../..')
const cacheDir = join(root, 'node_modules/.cache/document-fonts')

let loaded: Promise<Readonly<Record<FontName, Uint8Array>>> | undefined

/** The four faces as TrueType bytes, cut once per content and cached. */
export function documentFonts(): Promise<Readonly<Record<FontName, Uint8Array>>> {
  loaded ??= (async () => {
    const require = createRequire(join(root, 'package.json'))
    const characters = siteCharacters(root, ['content'])
    const out = {} as Record<FontName, Uint8Array>
    for (const [name, face] of Object.entries(faces) as [FontName, DocumentFace][]) {
      const original = readFileSync(require.resolve(face.source))
      const file = await cutFace(original, characters, face.weight, 'sfnt', (key) =>
        join(cacheDir, `${name}-${key}.ttf`),
      )
      out[name] = new Uint8Array(readFileSync(file))
    }
    return out
  })()
  return loaded
}
