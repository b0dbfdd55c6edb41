import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Plugin } from 'vite'
import { isDeskSource } from './desk-sources.ts'

/*
 * Why: every page carries its stylesheets inline (inline-styles.ts), and CSS modules' default
 * names (`_photo_38t8s_10`) fill the stylesheet, the markup's class attributes and the modules'
 * class maps. Home's HTML was 17.1 kB compressed; a document over about 14 kB (TCP's first
 * window of ten segments, less the response headers) needs a second round trip before the
 * browser has all of it, which Lighthouse's simulation charges to the first paint and to
 * everything after it (150 ms on its mobile link). So a build numbers every class of every
 * module stylesheet and names it by its number in one or two letters: 1.5 kB off Home's
 * compressed HTML. Five-letter hashes of the names took off only 0.5 kB (random letters
 * compress badly). The development server and the tests keep the readable names.
 */

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** The n-th short name: a, b, … Z, ab, bb, … (letters only, so never a number or a hyphen). */
export function nthName(n: number): string {
  let name = ''
  let rest = n
  do {
    name += letters[rest % letters.length]
    rest = Math.floor(rest / letters.length)
  } while (rest > 0)
  return name
}

/** The classes a stylesheet's text names (`.name` in its selectors), in order, once each. */
export function classesIn(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\([^)]*\)/g, '')
  return [...new Set([...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!))]
}

/**
 * The module stylesheets under `root/src`, the desk's left out: it has a build of its own, and
 * its classes would otherwise shift every public page's names after them.
 */
function moduleStylesheets(root: string): string[] {
  return readdirSync(join(root, 'src'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.module.css'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !isDeskSource(relative(root, file).replaceAll('\\', '/')))
}

/** `file:class` for a class in a module stylesheet, the file relative to the project. */
const keyOf = (root: string, filename: string, local: string) =>
  `${relative(root, filename.split('?')[0] ?? filename).replaceAll('\\', '/')}:${local}`

/**
 * Names every class of every module stylesheet under `root/src` by its place in the sorted
 * list of `file:class`: the same table in the client and server-render builds, on any machine.
 * A class the table lacks gets `_` and five characters of its key's hash (never a table name).
 */
export function shortScopedName(root: string): (local: string, filename: string) => string {
  const keys = moduleStylesheets(root)
    .flatMap((file) =>
      classesIn(readFileSync(file, 'utf8')).map((local) => keyOf(root, file, local)),
    )
    .sort()
  const table = new Map(keys.map((key, index) => [key, nthName(index)]))
  return (local, filename) => {
    const key = keyOf(root, filename, local)
    return table.get(key) ?? `_${createHash('sha256').update(key).digest('base64url').slice(0, 5)}`
  }
}

/** Short class names for CSS modules in builds (client and server render); readable ones in dev and tests. */
export function shortClassNames(root: string): Plugin {
  return {
    name: 'trillium:short-class-names',
    config(_, { command }) {
      if (command !== 'build') return
      return { css: { modules: { generateScopedName: shortScopedName(root) } } }
    },
  }
}
