/**
 * One column of a chart's numbers: its heading, its value in the CSV (the raw figure), and how
 * the table writes it (the figure formatted, a rating beside it); `numeric` aligns it right.
 */
export interface Column<Row> {
  readonly label: string
  readonly csv: (row: Row) => string | number
  readonly text?: (row: Row) => string
  readonly numeric?: boolean
}

/** A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
const field = (value: string | number): string => {
  const text = String(value)
  // a value a spreadsheet would run as a formula is kept as text (OWASP CSV injection)
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** The rows as CSV text: a line of headings, then a line per row, lines ended by CRLF. */
export function csvOf<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((c) => field(c.label)),
    ...rows.map((row) => columns.map((c) => field(c.csv(row)))),
  ]
  return lines.map((line) => line.join(',')).join('\r\n') + '\r\n'
}

/**
 * Saves `text` as a CSV file called `name`, made in the browser: a Blob, and a link with
 * `download` that is followed once and let go.
 */
export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // the browser has taken the file once the click has run
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
