import type { ReactNode } from 'react'
import styles from './figure-table.module.css'
import { capsClass } from './eyebrow.tsx'

export interface FigureRow {
  readonly label: string
  readonly figure: ReactNode
}

export interface FigureTableProps {
  /** Names the table; `visible` shows it over the table, otherwise only screen readers hear it. */
  readonly caption: string
  readonly captionVisible?: boolean
  /** The two column headings: what each row is, and its figure. */
  readonly columns: readonly [string, string]
  readonly rows: readonly FigureRow[]
}

/** A two-column table of figures set large in the display face: savings, seating capacities. */
export function FigureTable({ caption, captionVisible = false, columns, rows }: FigureTableProps) {
  return (
    <table className={styles.table}>
      <caption className={captionVisible ? `${capsClass} ${styles.caption}` : 'visually-hidden'}>
        {caption}
      </caption>
      <thead>
        <tr>
          <th scope="col">{columns[0]}</th>
          <th scope="col">{columns[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.figure}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
