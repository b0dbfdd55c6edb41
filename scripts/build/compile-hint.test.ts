import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'
import { build, type Rollup } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { compileHint, compileHintPlugin } from './compile-hint.ts'

const tmp = join(import.meta.dirname, '../../.tmp')

const text = (source: string | Uint8Array) =>
  typeof source === 'string' ? source : new TextDecoder().decode(source)

/** Builds `main.ts` (minified, with source maps) with the plugin and returns the output. */
async function buildWithHint(dir: string): Promise<Rollup.OutputBundle[string][]> {
  const output = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [compileHintPlugin()],
    build: {
      write: false,
      sourcemap: true,
      minify: true,
      lib: { entry: join(dir, 'main.ts'), formats: ['es'] },
    },
  })
  return (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []))
}

describe('the compile hint in the client build', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it('opens the chunk, and its source map still points at the sources', async () => {
    mkdirSync(tmp, { recursive: true })
    const dir = mkdtempSync(join(tmp, 'compile-hint-'))
    dirs.push(dir)
    writeFileSync(
      join(dir, 'main.ts'),
      `export const first = 1\n\nexport function greet(name: string) {\n  return 'hello from line four ' + name\n}\n`,
    )
    const files = await buildWithHint(dir)
    const chunk = files.find((f): f is Rollup.OutputChunk => f.type === 'chunk')
    if (!chunk) throw new Error('the build made no chunk')
    const lines = chunk.code.split('\n')
    expect(lines[0]).toBe(compileHint)

    // Where the string of the source's fourth line stands in the built chunk.
    const line = lines.findIndex((l) => l.includes('hello from line four'))
    const column = lines[line]?.search(/["'`]hello from line four/) ?? -1
    expect(column).toBeGreaterThanOrEqual(0)
    const mapFile = files.find(
      (f): f is Rollup.OutputAsset => f.type === 'asset' && f.fileName === `${chunk.fileName}.map`,
    )
    if (!mapFile) throw new Error('the build wrote no .map file')
    // The chunk's map, and the .map file written beside it.
    for (const json of [JSON.stringify(chunk.map), text(mapFile.source)]) {
      const consumer = new SourceMapConsumer(JSON.parse(json) as RawSourceMap)
      const original = consumer.originalPositionFor({ line: line + 1, column })
      expect(original.source).toMatch(/main\.ts$/)
      expect(original.line).toBe(4)
    }
  })
})
