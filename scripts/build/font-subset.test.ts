import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
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

  it("leaves the desk's text out of the public faces, and keeps it in the desk's own", () => {
    const dir = mkdtempSync(join(tmpdir(), 'font-chars-'))
    mkdirSync(join(dir, 'src/desk'), { recursive: true })
    mkdirSync(join(dir, 'content/desk'), { recursive: true })
    mkdirSync(join(dir, 'src/views'), { recursive: true })
    writeFileSync(join(dir, 'src/views/page.tsx'), 'export const a = "\u0100"')
    writeFileSync(join(dir, 'src/desk/desk.tsx'), 'export const b = "\u0101"')
    writeFileSync(join(dir, 'content/desk/api.ts'), 'export const c = "\u0102"')
    const publicChars = siteCharacters(dir, ['content', 'src'])
    expect(publicChars).toContain('\u0100')
    expect(publicChars).not.toContain('\u0101')
    expect(publicChars).not.toContain('\u0102')
    const deskChars = siteCharacters(dir, ['content', 'src'], true)
    for (const ch of ['\u0100', '\u0101', '\u0102']) expect(deskChars).toContain(ch)
  })
})
