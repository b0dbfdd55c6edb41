import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fontFaces, fontSpecifier, siteCharacters } from './font-subset.ts'

const root = join(import.meta.dirname, '../..')
const fontsCss = readFileSync(join(root, 'src/styles/fonts.css'), 'utf8')

/** The web font faces fonts.css declares, as `file@weight`. */
const declared = [...fontsCss.matchAll(/@font-face\s*{([^}]*)}/g)]
  .map((m) => m[1] ?? '')
  .filter((block) => block.includes("url('fonts/"))
  .map((block) => {
    const file = /url\('fonts\/([^']+)'\)/.exec(block)?.[1]
    const weight = /font-weight:\s*(\d+);/.exec(block)?.[1]
    return `${file}@${weight}`
  })

describe('font faces', () => {
  it('are the ones fonts.css declares, at the weights their files are cut to', () => {
    expect(declared.sort()).toEqual(fontFaces.map((f) => `${f.file}@${f.weight}`).sort())
  })

  it('are imported by the specifier the plugin resolves', () => {
    for (const face of fontFaces) expect(fontsCss).toContain(`url('${fontSpecifier(face)}')`)
  })

  it('keep the characters Intl and the typography write, whatever the sources hold today', () => {
    const chars = siteCharacters(root, ['content', 'src', 'machines'])
    // Rupee sign, narrow no-break space (Intl times), curly quotes, en dash.
    for (const ch of ['\u20b9', '\u202f', '\u2019', '\u2013', 'A', 'z', '0'])
      expect(chars).toContain(ch)
  })
})
