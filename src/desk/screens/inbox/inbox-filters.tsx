import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Button, Input, Label, SearchField } from 'react-aria-components'
import type { InboxFilter } from './inbox-filter.ts'
import { enquiryKindLabels, enquiryKinds } from '../../../../content/desk/enquiry-kinds.ts'
import {
  enquiryStatuses,
  isEnquiryStatus,
  statusLabels,
} from '../../../../content/desk/statuses.ts'
import { isFiltered, searchMaxLength } from './inbox-filter.ts'

/** How long the search waits after the last key before it asks the server. */
const searchPauseMs = 400

interface InboxFiltersProps {
  readonly filter: InboxFilter
  readonly onChange: (filter: InboxFilter) => void
  /** The received-dates picker (loaded a moment after the inbox). */
  readonly received: ReactNode
  /** The CSV export of this filter, for managers. */
  readonly exportHref: string | undefined
}

/** The filter without one of its keys. */
function without<K extends keyof InboxFilter>(filter: InboxFilter, key: K): InboxFilter {
  const { [key]: _gone, ...rest } = filter
  return rest
}

/**
 * The inbox's search and filters, in one labelled group above the table: a search over name,
 * e-mail, phone and message (asked once typing pauses, or at once with Enter; Escape clears
 * it), the status and the kind (the browser's own selects, which phones show as their native
 * pickers), and the received dates. "Clear filters" shows the whole inbox again; managers
 * export what the filter shows as CSV.
 */
export function InboxFilters({ filter, onChange, received, exportHref }: InboxFiltersProps) {
  const [text, setText] = useState(filter.q ?? '')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const statusId = useId()
  const kindId = useId()
  // a filter set elsewhere (Clear filters, Back) shows in the field
  useEffect(() => {
    setText(filter.q ?? '')
  }, [filter.q])
  useEffect(() => () => clearTimeout(timer.current), [])

  const search = (value: string) => {
    clearTimeout(timer.current)
    const q = value.trim()
    if (q === (filter.q ?? '')) return
    onChange(q === '' ? without(filter, 'q') : { ...filter, q })
  }

  return (
    <section aria-label="Search and filters" className="desk-filters">
      <SearchField
        className="desk-field desk-filters__search"
        value={text}
        maxLength={searchMaxLength}
        onChange={(value) => {
          setText(value)
          clearTimeout(timer.current)
          timer.current = setTimeout(() => search(value), searchPauseMs)
        }}
        onSubmit={search}
        onClear={() => search('')}
      >
        <Label>Search</Label>
        <div className="desk-search">
          <Input placeholder="Name, e-mail, phone or message" />
          {text !== '' && (
            <Button className="desk-search__clear" aria-label="Clear the search">
              ×
            </Button>
          )}
        </div>
      </SearchField>
      <div className="desk-field">
        <label htmlFor={statusId}>Status</label>
        <select
          id={statusId}
          value={filter.status ?? ''}
          onChange={(event) => {
            const status = event.target.value
            onChange(isEnquiryStatus(status) ? { ...filter, status } : without(filter, 'status'))
          }}
        >
          <option value="">Any status</option>
          {enquiryStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="desk-field">
        <label htmlFor={kindId}>About</label>
        <select
          id={kindId}
          value={filter.kind ?? ''}
          onChange={(event) => {
            const kind = enquiryKinds.find((k) => k === event.target.value)
            onChange(kind === undefined ? without(filter, 'kind') : { ...filter, kind })
          }}
        >
          <option value="">Anything</option>
          {enquiryKinds.map((kind) => (
            <option key={kind} value={kind}>
              {enquiryKindLabels[kind]}
            </option>
          ))}
        </select>
      </div>
      {received}
      <div className="desk-filters__actions">
        {isFiltered(filter) && (
          <Button className="desk-button desk-button--quiet" onPress={() => onChange({})}>
            Clear filters
          </Button>
        )}
        {exportHref !== undefined && (
          <a className="desk-button desk-button--quiet" href={exportHref} download>
            Export as CSV
          </a>
        )}
      </div>
    </section>
  )
}

/** What stands for the received dates while their picker loads: the same label and size. */
export function ReceivedPlaceholder() {
  return (
    <div className="desk-field desk-range" aria-busy="true">
      <span className="desk-label">Received</span>
      <div className="desk-range__group desk-range__group--waiting" />
    </div>
  )
}
