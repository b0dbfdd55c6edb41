import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import type { Plugin } from 'vite'
import { isDeskSource } from './desk-sources.ts'

/*
 * Why: the web fonts are preloaded on every page and share a slow mobile link with everything
 * the first paint needs; on Lighthouse's mobile profile every 10 kB of them costs about 90 ms of
 * LCP. The @fontsource variable files (Inter and Fraunces, "latin", 85 kB of woff2 together)
 * carry the whole weight axis and every OpenType feature. The site shows only the characters of
 * its own text, in three faces: Fraunces at one light display weight and Inter at a regular and
 * a semibold weight. So each face is a static instance cut from the variable file (the weight
 * axis pinned), with the characters found in the site's sources and the few features the styles
 * use: 32 kB for the three. src/styles/fonts.css declares the same faces and weights.
 */

/** One face the site uses: a static instance of a variable font at one weight. */
export interface FontFace {
  /** The file name the stylesheet imports as `fonts/<file>`, and the emitted asset's name. */
  readonly file: string
  /** The variable font it is cut from (a package specifier). */
  readonly source: string
  /** The weight the axis is pinned to; fonts.css declares the same. */
  readonly weight: number
}

export const fontFaces: readonly FontFace[] = [
  {
    file: 'fraunces-350.woff2',
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    weight: 350,
  },
  {
    file: 'inter-400.woff2',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    weight: 400,
  },
  {
    file: 'inter-600.woff2',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    weight: 600,
  },
]

/** The specifier fonts.css uses for a face (resolved by the plugin below). */
export const fontSpecifier = (face: FontFace) => `fonts/${face.file}`

/**
 * OpenType features kept: kerning, standard ligatures, and the tabular and lining figures the
 * styles ask for (`font-variant-numeric`). Inter's stylistic sets and contextual alternates,
 * which the site never turns on, were a quarter of its bytes.
 */
export const keptFeatures = ['kern', 'liga', 'tnum', 'lnum'] as const

/**
 * Characters always kept, whether or not the sources contain them today: printable ASCII,
 * no-break spaces (Intl puts U+202F in times), quotes, dashes, ellipsis, bullets, arrows,
 * currency and degree signs, and the Latin-1 letters of Indian and European names.
 */
const alwaysKept =
  Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('') +
  '\u00a0\u202f\u2009\u2018\u2019\u201c\u201d\u2013\u2014\u2026\u2022\u00b7\u00d7\u2192\u2190\u2191\u2193' +
  '\u20b9\u20ac\u00a3\u00b0\u00a9\u00ae\u2122\u00e9\u00e8\u00ea\u00e1\u00e0\u00e2\u00ed\u00f3\u00f4\u00f6\u00fc\u00e7\u00f1'

const sourceFile = /\.(ts|tsx|json|md|css)$/

/**
 * Every character in the site's text sources under the given folders, plus the ones always kept.
 * The desk's folders (desk-sources.ts) are left out unless `withDesk`: the public pages never
 * show their text, and the desk's build cuts its own faces with them.
 */
export function siteCharacters(root: string, folders: readonly string[], withDesk = false): string {
  const chars = new Set(alwaysKept)
  for (const folder of folders) {
    const dir = join(root, folder)
    if (!existsSync(dir)) continue
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !sourceFile.test(entry.name) || entry.name.includes('.test.')) continue
      const path = relative(root, join(entry.parentPath, entry.name)).replaceAll('\\', '/')
      if (!withDesk && isDeskSource(path)) continue
      for (const ch of readFileSync(join(entry.parentPath, entry.name), 'utf8'))
        if ((ch.codePointAt(0) ?? 0) >= 32) chars.add(ch)
    }
  }
  return [...chars].sort().join('')
}

interface SubsetOptions {
  /** The project root: sources are read below it, the cache sits in node_modules/.cache. */
  root: string
  /** Folders whose text reaches the pages. */
  folders: readonly string[]
  /** Keep the desk's folders too (the desk's own build). */
  withDesk?: boolean
}

type SubsetFont = (
  font: Buffer,
  text: string,
  options: {
    targetFormat: 'woff2' | 'sfnt'
    keepFeatures: string[]
    variationAxes: Record<string, number>
  },
) => Promise<Buffer>

/**
 * Cuts one weight of a variable font to the site's characters and features in a format (WOFF2
 * for the pages, TrueType for the PDFs), or finds it in the cache: the file `place(key)` names,
 * keyed by the font's bytes, the characters, the weight and the features. Returns its path.
 */
export async function cutFace(
  bytes: Buffer,
  characters: string,
  weight: number,
  targetFormat: 'woff2' | 'sfnt',
  place: (key: string) => string,
): Promise<string> {
  const key = createHash('sha256')
    .update(bytes)
    .update(characters)
    .update(JSON.stringify([weight, keptFeatures]))
    .digest('hex')
    .slice(0, 16)
  const out = place(key)
  if (existsSync(out)) return out
  // subset-font ships no type declarations: a variable specifier and its one signature.
  const specifier = 'subset-font'
  const { default: subsetFont } = (await import(specifier)) as { default: SubsetFont }
  const subset = await subsetFont(bytes, characters, {
    targetFormat,
    keepFeatures: [...keptFeatures],
    variationAxes: { wght: weight },
  })
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, subset)
  return out
}

/** Writes (or finds in the cache) one face cut from its variable font; returns its path. */
function subsetFace(
  face: FontFace,
  original: string,
  characters: string,
  cacheDir: string,
): Promise<string> {
  return cutFace(readFileSync(original), characters, face.weight, 'woff2', (key) =>
    join(cacheDir, key, face.file),
  )
}

/**
 * Vite plugin (every build and the dev server): resolves each `fonts/<file>` of fonts.css to its
 * face, written once per content and character set (cached in node_modules/.cache/font-subset)
 * under the face's file name, so the emitted asset's name says which face it is and the
 * prerenderer finds it in the manifest to preload it. An alias, because Vite resolves `url()` in
 * CSS through its aliases but not through plugins' resolveId hooks.
 */
export function fontSubset(options: SubsetOptions): Plugin {
  const cacheDir = join(options.root, 'node_modules/.cache/font-subset')
  const require = createRequire(join(options.root, 'package.json'))
  return {
    name: 'trillium:font-subset',
    async config(_config, env) {
      const characters = siteCharacters(options.root, options.folders, options.withDesk)
      const alias = []
      const sizes: string[] = []
      for (const face of fontFaces) {
        const original = require.resolve(face.source)
        const file = await subsetFace(face, original, characters, cacheDir)
        alias.push({ find: fontSpecifier(face), replacement: file })
        sizes.push(`${face.file} ${(statSync(file).size / 1024).toFixed(1)} kB`)
      }
      if (env.command === 'build' && env.isSsrBuild !== true)
        console.log(`  fonts (${characters.length} characters): ${sizes.join(', ')}`)
      return { resolve: { alias } }
    },
  }
}
