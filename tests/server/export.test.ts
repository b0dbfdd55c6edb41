import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatEnquiries, neutraliseCell, parseSince } from '../../server/enquiries/export.ts'
import { TestClock, testApp, validEnquiry } from './helpers.ts'

const run = promisify(execFile)
const root = fileURLToPath(new URL('../../', import.meta.url))

let dir: string
let close: () => Promise<void>

beforeAll(async () => {
  const clock = new TestClock(Date.parse('2026-11-01T09:00:00Z'))
  const opened = await testApp({}, { clock })
  ;({ dir, close } = opened)
  const send = async (overrides: Record<string, unknown>) => {
    const res = await opened.app.inject({
      method: 'POST',
      url: '/api/enquiry',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(await validEnquiry(opened.app, overrides)),
    })
    expect(res.statusCode).toBe(201)
  }
  await send({ page: '/suites' })
  clock.advance(3 * 24 * 60 * 60 * 1000)
  await send({
    name: 'Ravi Kumar',
    email: 'ravi@example.in',
    phone: '',
    message: '=HYPERLINK("http://evil.example","open") and "quotes", commas\nand a new line',
  })
})
afterAll(async () => close())

async function cli(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/enquiries.ts', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', DATABASE_PATH: join(dir, 'data', 'test.db') },
  })
}

describe('staff export', () => {
  it('neutralises formula cells', () => {
    expect(neutraliseCell('=1+1')).toBe("'=1+1")
    expect(neutraliseCell('+919845012345')).toBe("'+919845012345")
    expect(neutraliseCell('-2')).toBe("'-2")
    expect(neutraliseCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(neutraliseCell('Asha')).toBe('Asha')
  })

  it('parses --since dates', () => {
    expect(parseSince('2026-11-02')).toBe(Date.parse('2026-11-02T00:00:00Z'))
    expect(parseSince('2026-11-02T10:00:00Z')).toBe(Date.parse('2026-11-02T10:00:00Z'))
    expect(parseSince('yesterday')).toBeUndefined()
    expect(parseSince('2026-13-45')).toBeUndefined()
  })

  it('exports CSV with a header, quoted neutralised cells and CRLF lines', async () => {
    const { stdout } = await cli('export', '--format', 'csv')
    const lines = stdout.split('\r\n')
    expect(lines[0]).toBe('"id","received","name","email","phone","hotel","page","message"')
    expect(lines[1]).toContain(
      '"2026-11-01T09:00:00.000Z","Asha Rao","asha@example.in","\'+919845012345"',
    )
    expect(lines[1]).toContain('"/suites"')
    expect(stdout).toContain(
      '"\'=HYPERLINK(""http://evil.example"",""open"") and ""quotes"", commas\nand a new line"',
    )
    expect(lines.at(-1)).toBe('')
  })

  it('exports JSON, and only enquiries since a date', async () => {
    const all = JSON.parse((await cli('export', '--format', 'json')).stdout) as unknown[]
    expect(all).toHaveLength(2)
    const recent = JSON.parse(
      (await cli('export', '--format', 'json', '--since', '2026-11-02')).stdout,
    ) as { name: string; message: string }[]
    expect(recent).toHaveLength(1)
    expect(recent[0]?.name).toBe('Ravi Kumar')
    // JSON is data, not a spreadsheet: values are exported as stored
    expect(recent[0]?.message.startsWith('=HYPERLINK')).toBe(true)
  })

  it('refuses bad arguments with a usage message', async () => {
    const refused = (await cli('export', '--format', 'xml').catch((error: unknown) => error)) as {
      code: number
      stderr: string
    }
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain('--format must be csv or json')
    await expect(cli('export', '--since', 'last week')).rejects.toMatchObject({ code: 2 })
    await expect(cli('delete')).rejects.toMatchObject({ code: 2 })
  })

  it('formats an empty export', () => {
    expect(formatEnquiries([], 'json')).toBe('[]\n')
    expect(formatEnquiries([], 'csv').split('\r\n')).toHaveLength(2)
  })
})
