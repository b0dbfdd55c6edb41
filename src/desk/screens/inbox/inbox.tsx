import { useRouter, useSearch } from '@tanstack/react-router'
import {
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { InboxFilter } from './inbox-filter.ts'
import { csvExportHref, inboxQuery } from '../../api/endpoints.ts'
import { NewCountContext, useLiveList, type LiveBatch } from '../../app/live.tsx'
import { useDesk, useMe } from '../../app/session.ts'
import { useTitle } from '../../app/title.ts'
import { counted, formatWhen } from '../../ui/format.ts'
import { Message } from '../../ui/message.tsx'
import { ScreenHeading } from '../../ui/screen-heading.tsx'
import { InboxFilters, ReceivedPlaceholder } from './inbox-filters.tsx'
import { filterOfSearch, isFiltered } from './inbox-filter.ts'
import { arrivals, listOf, withHead, withItem, withNextPage, type InboxList } from './inbox-list.ts'
import { InboxMore } from './inbox-more.tsx'
import { InboxTable } from './inbox-table.tsx'
import { LiveLine } from './live-line.tsx'

/* React Aria's date range picker weighs more than the rest of the inbox: it comes a moment later. */
const ReceivedRange = lazy(() => import('./received-range.tsx'))

/**
 * The inbox (`/desk` signed in): every enquiry, newest first, in a React Aria table; filters by
 * status, kind and received dates and a search, kept in the address (a reload or Back keeps
 * them); "Show more" reads the next page after the last row shown (a keyset cursor, so rows
 * arriving meanwhile never shift it). New and changed enquiries come in live (the live list,
 * app/live.tsx): the first page is read again in the background and merged (inbox-list.ts),
 * a changed row below it is read by its id, and arrivals are announced. Managers export the
 * current filter as CSV.
 */
export function InboxScreen() {
  const { api } = useDesk()
  const me = useMe()
  const router = useRouter()
  const search = useSearch({ strict: false })
  const filter = useMemo(() => filterOfSearch(search), [search])
  const filterKey = inboxQuery(filter)
  const [list, setList] = useState<InboxList | undefined>(undefined)
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const [loadingMore, setLoadingMore] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const newCount = useContext(NewCountContext)
  useTitle('Inbox')

  // what the live refresh reads: the list and filter shown now
  const shown = useRef({ list, filterKey, filter })
  useEffect(() => {
    shown.current = { list, filterKey, filter }
  })

  const reportNewCount = useLiveList(
    useCallback(
      async (batch: LiveBatch) => {
        const start = shown.current
        if (start.list === undefined) return undefined
        const head = await api.inbox(start.filter, { background: true })
        if (!head.ok || shown.current.filterKey !== start.filterKey) return undefined
        const before = shown.current.list ?? start.list
        let after = withHead(before, head.data)
        const inHead = new Set(head.data.items.map((item) => item.id))
        for (const id of batch.ids) {
          if (inHead.has(id) || !after.items.some((item) => item.id === id)) continue
          const one = await api.enquiry(id, { background: true })
          if (one.ok) after = withItem(after, one.data.enquiry)
        }
        if (shown.current.filterKey !== start.filterKey) return undefined
        const came = arrivals(before, after)
        setList(after)
        if (came.length > 0)
          setAnnouncement(
            came.length === 1
              ? `A new enquiry from ${came[0]?.name ?? 'a guest'}`
              : `${came.length} new enquiries`,
          )
        return head.data.counts.new
      },
      [api],
    ),
  )

  useEffect(() => {
    let current = true
    setList(undefined)
    setProblem(undefined)
    void api.inbox(filter).then((result) => {
      if (!current) return
      if (!result.ok) {
        if (result.kind !== 'signed-out') setProblem(result.message)
        return
      }
      setList(listOf(result.data))
      reportNewCount(result.data.counts.new)
    })
    return () => {
      current = false
    }
    // the filter is read through its key: a new object with the same filter reads nothing again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, filterKey, reportNewCount])

  // the first page of enquiries drawn: the signed-in desk's readiness (npm run bench:desk-load)
  useEffect(() => {
    if (list !== undefined && performance.getEntriesByName('inbox-listed').length === 0)
      performance.mark('inbox-listed')
  }, [list])

  const showMore = async () => {
    if (list?.next == null) return
    setLoadingMore(true)
    const result = await api.inbox(filter, { after: list.next })
    setLoadingMore(false)
    if (!result.ok) {
      if (result.kind !== 'signed-out') setProblem(result.message)
      return
    }
    const first = result.data.items[0]
    setList((current) => current && withNextPage(current, result.data))
    const more = counted(result.data.items.length, 'more enquiry', 'more enquiries')
    const { searchedTo } = result.data
    setAnnouncement(
      searchedTo === null
        ? `${more} shown`
        : `${more} found among those received since ${formatWhen(searchedTo)}`,
    )
    // with no more to show, the button goes: the first row it brought takes focus
    if (result.data.next === null && first)
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-key="${CSS.escape(first.id)}"]`)?.focus(),
      )
  }

  const setFilter = useCallback(
    (next: InboxFilter) => {
      void router.navigate({ to: '/', search: next as never, replace: true })
    },
    [router],
  )

  return (
    <>
      <div className="desk-screen-top">
        <ScreenHeading>Inbox</ScreenHeading>
        <p className="desk-screen-top__facts">
          {newCount !== undefined && (
            <span className="desk-count">{counted(newCount, 'new enquiry', 'new enquiries')}</span>
          )}
          <LiveLine />
        </p>
      </div>
      <InboxFilters
        filter={filter}
        onChange={setFilter}
        received={
          <Suspense fallback={<ReceivedPlaceholder />}>
            <ReceivedRange
              from={filter.from}
              to={filter.to}
              onChange={(from, to) => {
                const { from: _from, to: _to, ...rest } = filter
                setFilter({
                  ...rest,
                  ...(from === undefined ? {} : { from }),
                  ...(to === undefined ? {} : { to }),
                })
              }}
            />
          </Suspense>
        }
        exportHref={me.role === 'manager' ? csvExportHref(filter) : undefined}
      />
      {problem && (
        <Message tone="alert">
          <p>{problem}</p>
        </Message>
      )}
      <p className="desk-visually-hidden" role="status">
        {announcement}
      </p>
      {list === undefined ? (
        problem === undefined && <p className="desk-loading">Reading the inbox…</p>
      ) : (
        <InboxTable
          items={list.items}
          meId={me.id}
          empty={
            list.searchedTo !== null
              ? `No enquiries received since ${formatWhen(list.searchedTo)} match this search.`
              : isFiltered(filter)
                ? 'No enquiries match these filters.'
                : 'No enquiries have come yet.'
          }
        />
      )}
      {list?.next != null && (
        <InboxMore
          searchedTo={list.searchedTo}
          reading={loadingMore}
          onMore={() => void showMore()}
        />
      )}
    </>
  )
}
