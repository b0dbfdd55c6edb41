import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { openToolDatabase } from '../server/db/tool-database.ts'
import { EnquiryRepository } from '../server/enquiries/enquiry.repository.ts'
import {
  exportChunks,
  exportFormats,
  parseSince,
  parseUntil,
  type ExportFormat,
} from '../server/enquiries/export.ts'

const usage = `Usage: npm run enquiries -- export --format csv|json [--since DATE] [--until DATE] [--out FILE]

Exports the enquiries stored in DATABASE_URL (PostgreSQL) or else DATABASE_PATH (SQLite, default
data/trillium.db), oldest first.
--since and --until take a date (2026-11-01, UTC) or an ISO instant; --until DATE includes that
whole day. --out writes FILE (readable by its owner only, relative to the folder the command is
run from) instead of standard output. npm prints its own lines on standard output, so through
npm use --out, or silence npm: npm run -s enquiries -- export --format csv > enquiries.csv
CSV cells that begin with = + - or @ are neutralised with a leading apostrophe.`

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}\n`)
  process.exit(2)
}

/**
 * Writes the chunks to the file descriptor in 64 KiB blocks, synchronously: a block is on its
 * way before the next row is read, so memory stays flat for any number of rows.
 */
async function writeChunks(chunks: AsyncIterable<string>, fd: number): Promise<void> {
  let pending = ''
  const flush = () => {
    let data: string | Buffer = pending
    pending = ''
    for (;;) {
      try {
        const written = typeof data === 'string' ? writeSync(fd, data) : writeSync(fd, data)
        const size = typeof data === 'string' ? Buffer.byteLength(data) : data.length
        if (written >= size) return
        // a short write (a pipe): the rest, as bytes so no character is split
        data = (typeof data === 'string' ? Buffer.from(data) : data).subarray(written)
      } catch (error) {
        // a non-blocking pipe that is full: wait a moment for the reader
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5)
      }
    }
  }
  for await (const chunk of chunks) {
    pending += chunk
    if (pending.length >= 16 * 1024) flush()
  }
  if (pending !== '') flush()
}

/**
 * True when the export would go to a file or pipe through `npm run` without `-s`: npm then writes
 * its "> trillium-site@1.0.0 enquiries" banner to the same standard output, before the header row.
 */
function npmPrintsIntoOutput(): boolean {
  return (
    process.env.npm_lifecycle_event !== undefined &&
    process.env.npm_config_loglevel !== 'silent' &&
    process.stdout.isTTY !== true
  )
}

/**
 * The staff's way to get enquiries out: `export` to CSV or JSON, streamed row by row from a
 * read-only connection (safe beside the live server), to standard output or to `--out FILE`,
 * written under a temporary name with mode 0600 and renamed into place once complete and on
 * disk.
 */
async function main(): Promise<void> {
  let parsed
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        format: { type: 'string', default: 'csv' },
        since: { type: 'string' },
        until: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
  const { values, positionals } = parsed
  if (values.help === true) {
    process.stdout.write(`${usage}\n`)
    return
  }
  if (positionals[0] !== 'export' || positionals.length > 1) fail('Unknown command.')
  const format = values.format as ExportFormat
  if (!exportFormats.includes(format)) fail(`--format must be csv or json, got "${values.format}".`)
  let since = 0
  if (values.since !== undefined) {
    const parsedSince = parseSince(values.since)
    if (parsedSince === undefined)
      fail(`--since must be a date like 2026-11-01, got "${values.since}".`)
    since = parsedSince
  }
  let until = Number.MAX_SAFE_INTEGER
  if (values.until !== undefined) {
    const parsedUntil = parseUntil(values.until)
    if (parsedUntil === undefined)
      fail(`--until must be a date like 2026-11-30, got "${values.until}".`)
    until = parsedUntil
  }
  if (values.out === '') fail('--out needs a file name.')
  if (values.out === undefined && npmPrintsIntoOutput()) {
    fail('npm would print its own lines into the export: add --out FILE, or run npm run -s.')
  }

  let database
  try {
    database = await openToolDatabase(process.env)
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
  try {
    const repository = new EnquiryRepository(database, { max: 0, windowMs: 0 })
    const chunks = exportChunks(repository.records(since, until), format)
    if (values.out === undefined) {
      await writeChunks(chunks, 1)
      return
    }
    // npm runs scripts in the project folder; a relative name means where the person typed it
    const target = resolve(process.env.INIT_CWD ?? process.cwd(), values.out)
    const temporary = join(dirname(target), `.${basename(target)}.${process.pid}.part`)
    const fd = openSync(temporary, 'wx', 0o600)
    try {
      await writeChunks(chunks, fd)
      fsyncSync(fd)
      closeSync(fd)
      renameSync(temporary, target)
      process.stderr.write(`Exported to ${target}\n`)
    } catch (error) {
      closeSync(fd)
      rmSync(temporary, { force: true })
      throw error
    }
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Export failed: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
