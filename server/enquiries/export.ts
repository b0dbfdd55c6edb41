import type { EnquiryRecord } from './enquiry.repository.ts'

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
 * Renders enquiries for the staff: RFC 4180 CSV (every cell quoted and neutralised, CRLF line
 * ends, a header row) or a JSON array, oldest first.
 */
export function formatEnquiries(records: readonly EnquiryRecord[], format: ExportFormat): string {
  if (format === 'json') return `${JSON.stringify(records, null, 2)}\n`
  const lines = [columns.map(([, header]) => csvCell(header)).join(',')]
  for (const record of records) lines.push(columns.map(([key]) => csvCell(record[key])).join(','))
  return `${lines.join('\r\n')}\r\n`
}

/** Parses `--since`: a date (`2026-11-01`, midnight UTC) or a full ISO instant; undefined if invalid. */
export function parseSince(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value)) return undefined
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value)
  return Number.isNaN(time) ? undefined : time
}
