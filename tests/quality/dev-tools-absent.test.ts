import { readdirSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkBuild, clientDir, noBuildMessage } from './built-site.ts'

/**
 * Strings that only the development tools carry, each a literal a minifier keeps: if one is
 * in the build, that tool (or the switch that loads it) has leaked into production.
 */
const markers: readonly [marker: string, what: string][] = [
  ['@statelyai.connected', '@statelyai/inspect (the Stately inspector)'],
  ['stately.ai', '@statelyai/inspect (the Stately inspector)'],
  ['mermaidAPI', 'Mermaid (the diagrams of the machines panel)'],
  ['stateDiagram-v2', 'the diagrams of docs/machines'],
  ['trillium-devtools', 'the machines panel (src/dev/start.tsx)'],
  ['Live machines', 'the machines panel (src/dev/machines-panel.tsx)'],
  ['trillium:machines:', 'the machines panel (src/dev/machines-panel.tsx)'],
  ['trillium:inspect', 'the inspect switch (machines/inspect.ts)'],
  ['src/dev/', 'a module of src/dev'],
]

/** The dev-tool markers a file's text carries, as `marker (what)`. */
export function devToolMarkers(text: string): string[] {
  return markers.filter(([marker]) => text.includes(marker)).map(([m, what]) => `${m} (${what})`)
}

const textFile = /\.(js|mjs|css|html|json|svg|txt|xml|map)$/

describe('the development tools', () => {
  it('are recognised by their markers', () => {
    expect(devToolMarkers('const a = "@statelyai.connected"; h2("Live machines")')).toEqual([
      '@statelyai.connected (@statelyai/inspect (the Stately inspector))',
      'Live machines (the machines panel (src/dev/machines-panel.tsx))',
    ])
    expect(devToolMarkers('export const inspectOption = {}')).toEqual([])
  })

  it.skipIf(!checkBuild)('are nowhere in the production build', () => {
    const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
      .map((f) => f.split(sep).join('/'))
      .filter((f) => textFile.test(f))
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(0)
    const found = files.flatMap((file) =>
      devToolMarkers(readFileSync(join(clientDir, file), 'utf8')).map((m) => `${file}: ${m}`),
    )
    expect(found).toEqual([])
  })

  if (!checkBuild) it.skip(noBuildMessage, () => undefined)
})
