import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components'
import type { InboxItem } from '../../../../content/desk/enquiries-api.ts'
import { enquiryKindLabels } from '../../../../content/desk/enquiry-kinds.ts'
import { formatStay, formatWhen } from '../../ui/format.ts'
import { holderName, StatusText } from '../../ui/status.tsx'

/** The address of an enquiry's page. */
export const enquiryHref = (id: string): string => `/desk/enquiries/${encodeURIComponent(id)}`

/**
 * The inbox's rows in React Aria's table (a grid: one Tab stop, arrow keys between rows and
 * cells, Enter opens the enquiry: each row is a link to its page). Every field is text (React
 * escapes it): a name with markup in it shows the markup.
 *
 * Phones: the same table, each row laid out as a card by the stylesheet under 48rem (styles/inbox.css,
 * `.desk-inbox`). The grid's roles are explicit attributes (`role="grid"`, `row`, `rowheader`,
 * `gridcell`), which a change of CSS display does not take away as it can the implicit roles of
 * `<table>` elements, so a screen reader still reads a row with its column names and the
 * keyboard moves the same way at every width; each cell carries its column's name for the
 * card's label (`data-label`, drawn as generated text the accessibility tree leaves out).
 */
export function InboxTable(props: {
  readonly items: readonly InboxItem[]
  readonly meId: string
  readonly empty: string
}) {
  return (
    <div className="desk-table-wrap desk-table-wrap--inbox">
      <Table aria-label="Enquiries" className="desk-table desk-inbox">
        <TableHeader>
          <Column isRowHeader>Guest</Column>
          <Column>About</Column>
          <Column>Received</Column>
          <Column>Dates</Column>
          <Column>Status</Column>
          <Column>Held by</Column>
        </TableHeader>
        <TableBody
          items={props.items}
          renderEmptyState={() => <p className="desk-empty">{props.empty}</p>}
        >
          {(item) => (
            <Row
              id={item.id}
              href={enquiryHref(item.id)}
              textValue={item.name}
              className={`desk-inbox__row desk-inbox__row--${item.status}`}
            >
              <Cell className="desk-inbox__name">{item.name}</Cell>
              <Cell data-label="About">
                <span className="desk-inbox__kind">
                  {enquiryKindLabels[item.kind] ?? item.kind}
                </span>
                {item.page !== null && <span className="desk-inbox__page">{item.page}</span>}
              </Cell>
              <Cell data-label="Received">{formatWhen(item.receivedAt)}</Cell>
              <Cell data-label="Dates">
                {formatStay(item.arrival, item.departure) ?? (
                  <span className="desk-none">No dates</span>
                )}
              </Cell>
              <Cell data-label="Status">
                <StatusText
                  status={item.status}
                  holder={item.holder}
                  replyFailed={item.replyFailed}
                  meId={props.meId}
                />
              </Cell>
              <Cell data-label="Held by">
                {item.holder === null ? (
                  <span className="desk-none">Nobody</span>
                ) : (
                  holderName(item.holder, props.meId)
                )}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  )
}
