import { useId, type ReactNode } from 'react'
import { Button } from 'react-aria-components'
import { csvOf, downloadCsv, type Column } from './csv.ts'

export interface BarColumn<Row> extends Column<Row> {
  /** The figure drawn as a bar in the cell, against the largest of the column. */
  readonly bar?: (row: Row) => number
  /** The cell's content when it is more than text (a figure and its rating). */
  readonly cell?: (row: Row) => ReactNode
  /** False for a column of the CSV alone (a rating the table shows beside its figure). */
  readonly inTable?: boolean
}

interface NumbersTableProps<Row> {
  /** The table's caption and its scrolling region's name. */
  readonly caption: string
  readonly columns: readonly BarColumn<Row>[]
  readonly rows: readonly Row[]
  /** The CSV file's name, without `.csv`: the chart's and the range's. */
  readonly fileName: string
  readonly rowKey: (row: Row, index: number) => string
  /** Whether the caption shows (else only screen readers read it, the heading above says it). */
  readonly showCaption?: boolean
}

/** A bar in a cell: an SVG rectangle (the desk's CSP allows no style attribute). */
function CellBar({ share }: { readonly share: number }) {
  const width = Math.max(0, Math.min(100, share * 100))
  return (
    <svg className="site-bar" viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true">
      <rect className="site-bar__track" width="100" height="6" />
      <rect className="site-bar__fill" width={width} height="6" />
    </svg>
  )
}

/**
 * A chart's numbers as a real table (a caption, column headers, a row header per line), in a
 * region of its own that scrolls sideways on a narrow screen instead of the page, reachable and
 * scrollable from the keyboard (a named region with tabindex=0); below it "Download CSV" saves
 * the same rows, raw figures, as a file made in the browser.
 */
export function NumbersTable<Row>({
  caption,
  columns,
  rows,
  fileName,
  rowKey,
  showCaption = false,
}: NumbersTableProps<Row>) {
  const captionId = useId()
  const shown = columns.filter((column) => column.inTable !== false)
  const maxima = shown.map((column) =>
    column.bar === undefined ? 0 : Math.max(0, ...rows.map((row) => column.bar?.(row) ?? 0)),
  )
  return (
    <div className="site-table">
      <div
        className="desk-table-wrap site-table__scroll"
        role="region"
        aria-labelledby={captionId}
        // a scrolling region takes focus so the keyboard can scroll it (WCAG 2.1.1)
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="desk-table">
          <caption
            id={captionId}
            className={showCaption ? 'site-table__caption' : 'desk-visually-hidden'}
          >
            {caption}
          </caption>
          <thead>
            <tr>
              {shown.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={column.numeric ? 'site-num' : undefined}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {shown.map((column, c) => {
                  const text = column.text?.(row) ?? String(column.csv(row))
                  const bar = column.bar?.(row)
                  const max = maxima[c] ?? 0
                  const content =
                    bar === undefined ? (
                      (column.cell?.(row) ?? text)
                    ) : (
                      <span className="site-barred">
                        <span>{text}</span>
                        <CellBar share={max === 0 ? 0 : bar / max} />
                      </span>
                    )
                  return c === 0 ? (
                    <th key={column.label} scope="row">
                      {content}
                    </th>
                  ) : (
                    <td key={column.label} className={column.numeric ? 'site-num' : undefined}>
                      {content}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button
        className="desk-button desk-button--quiet site-table__csv"
        aria-label={`Download CSV: ${caption}`}
        onPress={() => downloadCsv(`${fileName}.csv`, csvOf(columns, rows))}
      >
        Download CSV
      </Button>
    </div>
  )
}
