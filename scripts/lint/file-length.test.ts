import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { lengthReason, mayRunLong, overlongCode, unexplainedLongFiles } from './file-length.ts'

const root = resolve(import.meta.dirname, '../..')

describe('file length', () => {
  it('every source file over about 200 lines says why at its top', () => {
    expect(unexplainedLongFiles(root)).toEqual([])
  })

  it('no file of code passes 300 lines: only test suites and content tables may', () => {
    expect(overlongCode(root)).toEqual([])
  })

  it('tells test suites and content tables from code', () => {
    expect(mayRunLong('tests/server/enquiry.test.ts')).toBe(true)
    expect(mayRunLong('tests/model/oracles/enquiry-form.oracle.ts')).toBe(true)
    expect(mayRunLong('src/views/home/home.view.test.tsx')).toBe(true)
    expect(mayRunLong('content/brochures.ts')).toBe(true)
    expect(mayRunLong('content/enquiry.schema.ts')).toBe(false)
    expect(mayRunLong('scripts/bench-api.ts')).toBe(false)
    expect(mayRunLong('server/app.ts')).toBe(false)
    expect(mayRunLong('src/views/home/home.module.css')).toBe(false)
  })

  const scratch = mkdtempSync(join(tmpdir(), 'file-length-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('finds a long file without a reason, and accepts one with it', () => {
    mkdirSync(join(scratch, 'src'), { recursive: true })
    const body = Array.from({ length: 221 }, (_, i) => `export const a${i} = ${i}`).join('\n')
    writeFileSync(join(scratch, 'src/long.ts'), body + '\n')
    writeFileSync(join(scratch, 'src/short.ts'), body.split('\n').slice(0, 200).join('\n'))
    expect(unexplainedLongFiles(scratch)).toEqual([{ file: 'src/long.ts', lines: 221 }])
    writeFileSync(join(scratch, 'src/long.ts'), `/* Length: a table. */\n${body}\n`)
    expect(unexplainedLongFiles(scratch)).toEqual([])
    expect(overlongCode(scratch)).toEqual([])
  })

  it('finds code over 300 lines even with a reason, and lets a content table run long', () => {
    const body = Array.from({ length: 301 }, (_, i) => `export const a${i} = ${i}`).join('\n')
    mkdirSync(join(scratch, 'content'), { recursive: true })
    writeFileSync(join(scratch, 'src/long.ts'), `/* Length: a table. */\n${body}\n`)
    writeFileSync(join(scratch, 'content/table.ts'), `/* Length: a table. */\n${body}\n`)
    expect(overlongCode(scratch)).toEqual([{ file: 'src/long.ts', lines: 302 }])
    writeFileSync(join(scratch, 'src/long.ts'), body.split('\n').slice(0, 299).join('\n') + '\n')
    expect(overlongCode(scratch)).toEqual([])
  })

  it('reads the reason from a line or block comment, in TS and CSS', () => {
    expect(lengthReason('// Length: one suite of tests.\nx')).toBe('one suite of tests.')
    expect(lengthReason('/*\n * Length: the palette.\n */')).toBe('the palette.')
    expect(lengthReason('/* Length: styles of one form. */')).toBe('styles of one form.')
    expect(lengthReason('const length = 1 // Length is fine')).toBeUndefined()
  })
})
