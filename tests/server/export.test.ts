// Length: one subject end to end, the staff export: formatting, the CLI, its memory ceiling and the documented commands run through npm.
import { execFile } from 'node:child_process'
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { openDatabase } from '../../server/db/database.ts'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  formatEnquiries,
  neutraliseCell,
  parseSince,
  parseUntil,
} from '../../server/enquiries/export.ts'
import { onPostgres, TestClock, tempDir, testApp, validEnquiry } from './helpers.ts'
import { databaseUrlOf, dropDatabase, prepareDatabase, queryIn } from './test-database.ts'

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
  return cliOn(dir, ...args)
}

/** The export CLI on the database of a test folder (its SQLite file, or its PostgreSQL schema). */
async function cliOn(folder: string, ...args: string[]) {
  return run(
    process.execPath,
    // as `npm run enquiries` runs it
    [
      '--max-semi-space-size=1',
      '--max-old-space-size=48',
      '--require',
      './tests/server/report-max-rss.cjs',
      'scripts/enquiries.cjs',
      ...args,
    ],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_PATH: join(folder, 'data', 'test.db'),
        DATABASE_URL: databaseUrlOf(folder) ?? '',
      },
      maxBuffer: 512 * 1024 * 1024,
    },
  )
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

  it('ends the export with --until: a date includes that whole day', async () => {
    expect(parseUntil('2026-11-02')).toBe(Date.parse('2026-11-03T00:00:00Z'))
    expect(parseUntil('2026-11-02T10:00:00Z')).toBe(Date.parse('2026-11-02T10:00:00Z'))
    expect(parseUntil('soon')).toBeUndefined()
    const early = JSON.parse(
      (await cli('export', '--format', 'json', '--until', '2026-11-01')).stdout,
    ) as { name: string }[]
    expect(early.map((e) => e.name)).toEqual(['Asha Rao'])
    const none = JSON.parse(
      (await cli('export', '--format', 'json', '--since', '2026-11-02', '--until', '2026-11-03'))
        .stdout,
    ) as unknown[]
    expect(none).toEqual([])
    await expect(cli('export', '--until', 'tomorrow')).rejects.toMatchObject({ code: 2 })
  })

  it('writes --out FILE readable by its owner only, with nothing but the export in it', async () => {
    const out = join(dir, 'staff', 'enquiries.csv')
    await run('mkdir', ['-p', join(dir, 'staff')])
    const { stdout } = await cli('export', '--format', 'csv', '--out', out)
    expect(stdout).toBe('')
    expect((statSync(out).mode & 0o777).toString(8)).toBe('600')
    const text = readFileSync(out, 'utf8')
    expect(text.startsWith('"id","received","name"')).toBe(true)
    expect(text.split('\r\n')).toHaveLength(4)
    // an existing file is replaced by a complete new one, also owner-only
    writeFileSync(out, 'old', { mode: 0o644 })
    await cli('export', '--format', 'json', '--out', out)
    expect((statSync(out).mode & 0o777).toString(8)).toBe('600')
    expect(JSON.parse(readFileSync(out, 'utf8'))).toHaveLength(2)
    expect(readdirSync(join(dir, 'staff'))).toEqual(['enquiries.csv'])
  })

  it('streams: 200 000 enquiries (about 120 MB) export in under 100 MB of memory', async () => {
    const big = tempDir('trillium-export-')
    try {
      const path = join(big.dir, 'data', 'test.db')
      await prepareDatabase(big.dir)
      await (await openDatabase({ url: databaseUrlOf(big.dir), path })).close()
      const message = 'We would like to know about the valley view suites in winter. '.repeat(8)
      const start = Date.parse('2026-11-01T00:00:00Z')
      if (onPostgres) {
        await queryIn(
          big.dir,
          `INSERT INTO enquiries (public_id, created_at, name, email, email_key, message, phone, hotel, page)
           SELECT 'id-' || i, $1::bigint + i, 'Guest Name', 'guest' || i || '@example.in',
                  'guest' || i || '@example.in', $2, '9845012345', 'Trillium', '/suites'
           FROM generate_series(0, 199999) AS i`,
          [start, message],
        )
      } else {
        const db = new Database(path)
        const insert = db.prepare(
          `INSERT INTO enquiries (public_id, created_at, name, email, email_key, message, phone, hotel, page)
           VALUES (?, ?, 'Guest Name', ?, ?, ?, '9845012345', 'Trillium', '/suites')`,
        )
        db.transaction(() => {
          for (let i = 0; i < 200_000; i++) {
            const email = `guest${i}@example.in`
            insert.run(`id-${i}`, start + i, email, email, message)
          }
        })()
        db.close()
      }
      for (const format of ['csv', 'json']) {
        const out = join(big.dir, `all.${format}`)
        const { stderr } = await cliOn(big.dir, 'export', '--format', format, '--out', out)
        const peakKiB = Number(/max-rss-kib (\d+)/.exec(stderr)?.[1])
        expect(statSync(out).size).toBeGreaterThan(100 * 1024 * 1024)
        expect(peakKiB, format).toBeLessThan(100 * 1024)
      }
    } finally {
      await dropDatabase(big.dir)
      big.remove()
    }
  }, 120_000)

  it('formats an empty export', async () => {
    expect(await formatEnquiries([], 'json')).toBe('[]\n')
    expect((await formatEnquiries([], 'csv')).split('\r\n')).toHaveLength(2)
  })
})

describe('the export commands of docs/operations.md, through npm as staff type them', () => {
  const guide = readFileSync(join(root, 'docs/operations.md'), 'utf8')
  const section = guide.slice(guide.indexOf('## Enquiries out of the site'))
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? ''
  const commands = block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line.startsWith('npm '))
  // a folder inside the project, as if the staff member had cd'd there: files land where they typed
  const here = join(root, '.tmp', `export-${process.pid}`)
  const npmEnv = () => {
    // npm reads npm_config_* from its environment: an outer `npm run -s test` must not silence this one
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !/^npm_|^INIT_CWD$/i.test(key)),
    )
    return {
      ...env,
      DATABASE_PATH: join(dir, 'data', 'test.db'),
      DATABASE_URL: databaseUrlOf(dir) ?? '',
    }
  }
  const shell = (command: string) =>
    run('sh', ['-c', command], { cwd: here, env: npmEnv() }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    )

  beforeAll(() => mkdirSync(here, { recursive: true }))
  afterAll(() => rmSync(here, { recursive: true, force: true }))

  it('writes files that start with the header row (CSV) or the array (JSON), nothing of npm in them', async () => {
    expect(commands).toHaveLength(3)
    for (const command of commands) {
      const result = await shell(command)
      expect(result.code, `${command}\n${result.stderr}`).toBe(0)
      const file = /(?:--out|>) (\S+)$/.exec(command)?.[1] ?? ''
      const text = readFileSync(join(here, file), 'utf8')
      if (file.endsWith('.csv')) {
        expect(text.startsWith('"id","received","name","email"'), command).toBe(true)
        expect(text.split('\r\n'), command).toHaveLength(4)
      } else {
        expect(text.startsWith('['), command).toBe(true)
        expect(JSON.parse(text), command).toHaveLength(2)
      }
    }
  }, 60_000)

  it('refuses to send npm’s banner into a file, and says what to do', async () => {
    const result = await shell('npm run enquiries -- export --format csv > banner.csv')
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('add --out FILE, or run npm run -s')
  }, 30_000)
})
