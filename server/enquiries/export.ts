import type { EnquiryRecord } from './enquiry-rows.ts'

export const exportFormats = ['csv', 'json'] as const
export type ExportFormat = (typeof exportFormats)[number]

const columns: [keyof EnquiryRecord, string][] = [
  ['id', 'id'],
  ['createdAt', 'received'],
  ['name', 'name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['hotel', 'hotel'],
  ['page', 'page'],
  ['message', 'message'],
]

/**
 * Makes a cell safe to open in a spreadsheet: a value starting with `=`, `+`, `-` or `@` (or a
 * tab or carriage return, which some programs skip) would run as a formula, so it gets a
 * leading apostrophe and is shown as text.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

function csvCell(value: string): string {
  return `"${neutraliseCell(value).replace(/"/g, '""')}"`
}

/**
 * Renders enquiries for the staff, piece by piece so an export of any size streams in bounded
 * memory: RFC 4180 CSV (every cell quoted and neutralised, CRLF line ends, a header row) or a
 * JSON array, oldest first.
 */
export async function* exportChunks(
  records: AsyncIterable<EnquiryRecord> | Iterable<EnquiryRecord>,
  format: ExportFormat,
): AsyncGenerator<string> {
  if (format === 'json') {
    let first = true
    for await (const record of records) {
      const item = JSON.stringify(record, null, 2).replace(/\n/g, '\n  ')
      yield `${first ? '[\n' : ',\n'}  ${item}`
      first = false
    }
    yield first ? '[]\n' : '\n]\n'
    return
  }
  yield `${columns.map(([, header]) => csvCell(header)).join(',')}\r\n`
  for await (const record of records) {
    yield `${columns.map(([key]) => csvCell(record[key])).join(',')}\r\n`
  }
}

/** The whole export as one string: for small exports and tests. */
export async function formatEnquiries(
  records: readonly EnquiryRecord[],
  format: ExportFormat,
): Promise<string> {
  let text = ''
  for await (const chunk of exportChunks(records, format)) text += chunk
  return text
}

/** Parses `--since`: a date (`2026-11-01`, midnight UTC) or a full ISO instant; undefined if invalid. */
export function parseSince(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value)) return undefined
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value)
  return Number.isNaN(time) ? undefined : time
}

/**
 * Parses `--until`, the end of the export (exclusive): a date means up to the end of that day
 * (UTC), so `--since 2026-11-01 --until 2026-11-30` is the whole of November; an instant is
 * exact. Undefined if invalid.
 */
export function parseUntil(value: string): number | undefined {
  const start = parseSince(value)
  if (start === undefined) return undefined
  return value.length === 10 ? start + 24 * 60 * 60 * 1000 : start
}
