import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build, type Rollup } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'

const icons = resolve(import.meta.dirname, 'index.ts')
let dir = ''

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** Bundles a one-line module that imports `names` from the icon set, as a page would. */
async function bundle(names: string[]): Promise<string> {
  dir ||= await mkdtemp(join(tmpdir(), 'trillium-icons-'))
  const entry = join(dir, `${names.join('-')}.js`)
  await writeFile(entry, `export { ${names.join(', ')} } from ${JSON.stringify(icons)}\n`)
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['es'], fileName: 'out' },
      rollupOptions: { external: [/^react/] },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
  return outputs
    .flatMap((o) => o.output)
    .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
    .join('')
}

describe('icon set bundling', () => {
  it('keeps only the icons a page imports', async () => {
    const code = await bundle(['WifiIcon'])
    expect(code).toContain('M2.5 9a14 14 0 0 1 19 0') // the Wi-Fi arcs
    expect(code).not.toContain('M8.5 10h7') // the chat bubble's lines
    expect(code).not.toContain('M19.5 14.5A8 8 0 0 1 9.5 4.5') // the night weather glyph
    const everything = await bundle(['WifiIcon', 'ChatIcon', 'WeatherIcon'])
    expect(everything).toContain('M8.5 10h7')
    expect(everything).toContain('M19.5 14.5A8 8 0 0 1 9.5 4.5')
    expect(code.length).toBeLessThan(everything.length / 2)
  })
})
