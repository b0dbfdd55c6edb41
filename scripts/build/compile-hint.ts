/*
 * Why: when the app's code arrives, the main thread compiled it before it could run it. V8
 * parses a script in the background as it downloads, but only its outline: a function body is
 * compiled when it is first called, on the main thread, and hydration calls most of React DOM,
 * the router and the page's own modules. Chromium (136 and later) reads a comment at the top of
 * a file, `//# allFunctionsCalledOnLoad`, as a hint to compile every function in it eagerly,
 * in the background while the file streams in. On a slow link the page's modules take more
 * than a second to arrive while the background threads are idle, so that compile costs the
 * page nothing; without the hint it fell between the last byte and the interactive mark.
 *
 * Measured on /contact (docs/decisions/0016): main-thread time from the first module's
 * evaluation to the interactive mark, unthrottled, median of 12 runs, 166 ms without the hint
 * and 114 ms with it on the entry and the page kit; on another run, 122 ms without it and 78 ms
 * with it on every chunk, as built now. Every chunk carries it: the islands' code is
 * fetched when the visitor reaches for an island, which then renders at once. Other browsers
 * read it as a comment.
 */

import type { Plugin } from 'vite'

/** The compile hint, the first line of every JavaScript chunk of the client build. */
export const compileHint = '//# allFunctionsCalledOnLoad'

/**
 * Puts the hint first in every chunk of the client build, once the chunks are final: after
 * minification (which drops comments) and after Vite's preload helper, which it would otherwise
 * follow (V8 compiles eagerly the functions it meets after the comment). With source maps on,
 * each chunk's map (and the `.map` file already in the bundle) starts with an empty line for
 * the hint, so that it still points at the sources.
 */
export function compileHintPlugin(): Plugin {
  return {
    name: 'trillium:compile-hint',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(compileHint)) continue
          chunk.code = `${compileHint}\n${chunk.code}`
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
          const mapFile = chunk.sourcemapFileName ? bundle[chunk.sourcemapFileName] : undefined
          if (mapFile?.type === 'asset') mapFile.source = shiftedMap(mapFile.source)
        }
      },
    },
  }
}

/** A source map's JSON with one more generated line at the top: the hint's, mapped to nothing. */
function shiftedMap(source: string | Uint8Array): string {
  const map = JSON.parse(
    typeof source === 'string' ? source : new TextDecoder().decode(source),
  ) as { mappings: string }
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` })
}
