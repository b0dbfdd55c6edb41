import { useCallback, useEffect, useState } from 'react'
import { Button, Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components'
import type { AuditEntryJson } from '../../../content/desk/api.ts'
import { useDesk } from '../app/session.ts'
import { useTitle } from '../app/title.ts'
import { formatWhen } from '../ui/format.ts'
import { Message } from '../ui/message.tsx'
import { ScreenHeading } from '../ui/screen-heading.tsx'

/** How each action of the audit trail reads (issue 42's list); an unknown one reads as it is. */
const actionNames: Readonly<Record<string, string>> = {
  'sign-in': 'Signed in',
  'sign-in-refused': 'Sign-in refused',
  'sign-out': 'Signed out',
  'sign-out-everywhere': 'Signed out everywhere',
  'password-set': 'Set a password',
  'passkey-added': 'Added a passkey',
  'passkey-removed': 'Removed a passkey',
  'staff-invited': 'Invited someone',
  'staff-disabled': 'Disabled an account',
  'staff-link-sent': 'Made a new link',
  export: 'Exported enquiries',
  erasure: 'Erased a guest’s data',
  retention: 'Erased old enquiries',
}

/** The detail's facts as text: `method: password, count: 3`. Values are shown, never run. */
const detailText = (detail: AuditEntryJson['detail']): string =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ')

/**
 * `/desk/audit` (managers): the audit trail, newest first, in a React Aria table (a grid: arrow
 * keys move between cells), 50 lines a page; "More" asks for the next page after the last line
 * read (`GET /api/desk/audit?after=`), so lines appended meanwhile never repeat or shift it.
 */
export function AuditScreen() {
  useTitle('Audit trail')
  const { api } = useDesk()
  const [items, setItems] = useState<readonly AuditEntryJson[] | undefined>(undefined)
  const [next, setNext] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)
  const [problem, setProblem] = useState<string | undefined>(undefined)

  const read = useCallback(
    async (after?: string) => {
      setLoading(true)
      const result = await api.audit(after)
      setLoading(false)
      if (!result.ok) {
        if (result.kind !== 'signed-out') setProblem(result.message)
        return
      }
      setProblem(undefined)
      setItems((shown) => [...(after === undefined ? [] : (shown ?? [])), ...result.data.items])
      setNext(result.data.next)
    },
    [api],
  )
  useEffect(() => {
    void read()
  }, [read])

  return (
    <>
      <ScreenHeading>Audit trail</ScreenHeading>
      <p className="desk-lead">
        Every sign-in, refused or not, every change to an account, every export and erasure: who,
        when and what, newest first. Times are the resort&apos;s.
      </p>
      {problem && (
        <Message tone="alert">
          <p>{problem}</p>
        </Message>
      )}
      {items === undefined ? (
        <p>Reading the audit trail…</p>
      ) : (
        <div className="desk-table-wrap">
          <Table aria-label="Audit trail" className="desk-table">
            <TableHeader>
              <Column isRowHeader>When</Column>
              <Column>Who</Column>
              <Column>What</Column>
              <Column>About</Column>
              <Column>Detail</Column>
            </TableHeader>
            <TableBody renderEmptyState={() => 'Nothing has been recorded yet.'}>
              {items.map((item, index) => (
                <Row key={`${item.at}-${index}`}>
                  <Cell>{formatWhen(item.at)}</Cell>
                  <Cell>{item.actor?.name ?? 'The desk'}</Cell>
                  <Cell>{actionNames[item.action] ?? item.action}</Cell>
                  <Cell>{item.subject ?? ''}</Cell>
                  <Cell>{detailText(item.detail)}</Cell>
                </Row>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {next !== null && (
        <div className="desk-more">
          <Button
            className="desk-button desk-button--quiet"
            isDisabled={loading}
            onPress={() => void read(next)}
          >
            {loading ? 'Reading…' : 'More'}
          </Button>
        </div>
      )}
    </>
  )
}
