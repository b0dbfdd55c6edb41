import { isDeepStrictEqual } from 'node:util'
import { pathToFileURL } from 'node:url'
import { tsImport } from 'tsx/esm/api'
import type { Plugin } from 'vite'

/*
 * Why: the route tree is part of the entry chunk, and a family's routes are built from its
 * content entries; importing the content there would put every family's text into every page's
 * first load. A module named `*.build-time.ts` is therefore evaluated at build time for the
 * browser: the client build gets `export const <name> = <its value>` for each export, so the
 * browser receives the values (a few paths) and none of the code or content they were computed
 * from. The server-render build, the dev server and the tests run the module as written, so the
 * compiler's types and the browser's values come from the same source.
 */

export const buildTimeSuffix = '.build-time.ts'

/** The exports of an evaluated module as ES module source; throws on a value JSON cannot carry. */
export function valuesModule(file: string, exports: Readonly<Record<string, unknown>>): string {
  const lines: string[] = []
  for (const [name, value] of Object.entries(exports)) {
    if (name === 'default') throw new Error(`${file}: a build-time module has named exports only`)
    const json = JSON.stringify(value)
    if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value))
      throw new Error(`${file}: the export ${name} is not plain data (JSON cannot carry it)`)
    lines.push(`export const ${name} = ${json}`)
  }
  return `${lines.join('\n')}\n`
}

/** Vite plugin (client build only): every `*.build-time.ts` module becomes its values. */
export function buildTimeModules(): Plugin {
  return {
    name: 'trillium:build-time-modules',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async load(id) {
      if (!id.endsWith(buildTimeSuffix)) return undefined
      const exports = (await tsImport(pathToFileURL(id).href, import.meta.url)) as Record<
        string,
        unknown
      >
      // A namespace object: copy its own enumerable exports (tsx adds no others).
      return { code: valuesModule(id, { ...exports }), map: null }
    },
  }
}
