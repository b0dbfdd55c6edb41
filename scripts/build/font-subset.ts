import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, join } from 'node:path'
import type { Plugin } from 'vite'

/*
 * Why: the two variable web fonts (Inter, Fraunces: the @fontsource "latin" files, 85 kB of
 * woff2 together) are preloaded on every page and share a slow mobile link with everything the
 * first paint needs. The site only ever shows the characters of its own text, and only weights
 * 300 to 700. So the client build replaces each font file with a subset: the characters found
 * in the site's sources (content, views, components, machines), printable ASCII, and the
 * typography and formatting characters the pages and Intl produce; and the weight axis cut to
 * the range the styles use (src/styles/fonts.css declares the same range).
 */

/** The weight range the styles use; fonts.css declares the same `font-weight` range. */
export const weightRange = { min: 300, max: 700 } as const

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

/** Every character in the site's text sources under the given folders, plus the ones always kept. */
export function siteCharacters(root: string, folders: readonly string[]): string {
  const chars = new Set(alwaysKept)
  for (const folder of folders) {
    const dir = join(root, folder)
    if (!existsSync(dir)) continue
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !sourceFile.test(entry.name) || entry.name.includes('.test.')) continue
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
  /** The font files to replace, as the stylesheets import them (package specifiers). */
  fonts: readonly string[]
}

type SubsetFont = (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2'; variationAxes: Record<string, { min: number; max: number }> },
) => Promise<Buffer>

/** Writes (or finds in the cache) the subset of one font file; returns its path. */
async function subsetFile(original: string, characters: string, cacheDir: string): Promise<string> {
  const bytes = readFileSync(original)
  const key = createHash('sha256')
    .update(bytes)
    .update(characters)
    .update(JSON.stringify(weightRange))
    .digest('hex')
    .slice(0, 16)
  const out = join(cacheDir, key, basename(original))
  if (existsSync(out)) return out
  // subset-font ships no type declarations: a variable specifier and its one signature.
  const specifier = 'subset-font'
  const { default: subsetFont } = (await import(specifier)) as { default: SubsetFont }
  const subset = await subsetFont(bytes, characters, {
    targetFormat: 'woff2',
    variationAxes: { wght: weightRange },
  })
  mkdirSync(join(cacheDir, key), { recursive: true })
  writeFileSync(out, subset)
  return out
}

/**
 * Vite plugin (client build): aliases each listed font file to its subset, written once per
 * content and character set (cached in node_modules/.cache/font-subset) under the same file
 * name, so the emitted asset's hash follows the subset and the prerenderer's font preloads
 * still find it in the manifest. An alias, because Vite resolves `url()` in CSS through its
 * aliases but not through plugins' resolveId hooks.
 */
export function fontSubset(options: SubsetOptions): Plugin {
  const cacheDir = join(options.root, 'node_modules/.cache/font-subset')
  const require = createRequire(join(options.root, 'package.json'))
  return {
    name: 'trillium:font-subset',
    apply: 'build',
    async config(_config, env) {
      if (env.isSsrBuild === true) return undefined
      const characters = siteCharacters(options.root, options.folders)
      const alias = []
      for (const font of options.fonts) {
        const original = require.resolve(font)
        const subset = await subsetFile(original, characters, cacheDir)
        alias.push({ find: font, replacement: subset })
        console.log(
          `  font subset ${basename(original)}: ${statSync(original).size} -> ${statSync(subset).size} bytes (${characters.length} characters, wght ${weightRange.min}-${weightRange.max})`,
        )
      }
      return { resolve: { alias } }
    },
  }
}
