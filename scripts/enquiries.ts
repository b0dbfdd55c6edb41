import { existsSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import { EnquiryRepository } from '../server/enquiries/enquiry.repository.ts'
import {
  exportFormats,
  formatEnquiries,
  parseSince,
  type ExportFormat,
} from '../server/enquiries/export.ts'

const usage = `Usage: npm run enquiries -- export --format csv|json [--since YYYY-MM-DD] [--out FILE]

Exports the enquiries stored in DATABASE_PATH (default data/trillium.db), oldest first.
CSV cells that begin with = + - or @ are neutralised with a leading apostrophe.`

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}\n`)
  process.exit(2)
}

/**
 * The staff's way to get enquiries out: `export` to CSV or JSON on stdout (or `--out`), from a
 * read-only connection, so it is safe to run beside the live server.
 */
function main(): void {
  let parsed
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        format: { type: 'string', default: 'csv' },
        since: { type: 'string' },
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

  const path = process.env.DATABASE_PATH?.trim() || 'data/trillium.db'
  if (!existsSync(path)) fail(`No enquiries database at ${path} (set DATABASE_PATH).`)
  const db = new Database(path, { readonly: true, fileMustExist: true })
  try {
    const output = formatEnquiries(new EnquiryRepository(db).list(since), format)
    if (values.out === undefined) process.stdout.write(output)
    else writeFileSync(values.out, output)
  } finally {
    db.close()
  }
}

main()
