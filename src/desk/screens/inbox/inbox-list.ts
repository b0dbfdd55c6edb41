import type { InboxItem, InboxPage } from '../../../../content/desk/enquiries-api.ts'

/**
 * The rows the inbox shows, the keyset cursor of the page after the last of them, and how far
 * back a short search has looked when it stopped at its bound (InboxPage.searchedTo).
 */
export interface InboxList {
  readonly items: readonly InboxItem[]
  readonly next: string | null
  readonly searchedTo: string | null
}

/** The list of one page as it came. */
export const listOf = (page: InboxPage): InboxList => ({
  items: page.items,
  next: page.next,
  searchedTo: page.searchedTo,
})

/** An instant's place in the inbox's order (newest first). */
const when = (item: InboxItem): number => Date.parse(item.receivedAt)

/**
 * The list after reading its first page again (`head`): the live list's refresh. The head
 * replaces the rows it covers, so a new enquiry appears at the top, a changed one shows its new
 * state and one that no longer matches the filter goes; the rows read by "Show more" below the
 * head stay, with their cursor, so the next "Show more" carries on after the last row shown and
 * nothing is skipped or shown twice however many enquiries arrived meanwhile (the cursor is a
 * keyset, not an offset).
 */
export function withHead(list: InboxList, head: InboxPage): InboxList {
  if (head.next === null) return listOf(head)
  const last = head.items.at(-1)
  const inHead = new Set(head.items.map((item) => item.id))
  // below the head: after the head's last row where the list has it, else older than it; a
  // short search's empty head looked back to searchedTo, and what it found beyond is below that
  const at = last === undefined ? -1 : list.items.findIndex((item) => item.id === last.id)
  const edge = last === undefined ? Date.parse(head.searchedTo ?? '') : when(last)
  const below = (
    at >= 0
      ? list.items.slice(at + 1)
      : list.items.filter((i) => (last === undefined ? when(i) <= edge : when(i) < edge))
  ).filter((item) => !inHead.has(item.id))
  return below.length === 0
    ? listOf(head)
    : { items: [...head.items, ...below], next: list.next, searchedTo: list.searchedTo }
}

/** The list with the rows of `page` (the next page, read by "Show more") after its own. */
export function withNextPage(list: InboxList, page: InboxPage): InboxList {
  const shown = new Set(list.items.map((item) => item.id))
  return {
    items: [...list.items, ...page.items.filter((item) => !shown.has(item.id))],
    next: page.next,
    searchedTo: page.searchedTo,
  }
}

/** The list with one row as it is now (an enquiry read again by its id), where it shows. */
export const withItem = (list: InboxList, item: InboxItem): InboxList => ({
  ...list,
  items: list.items.map((shown) =>
    shown.id === item.id && shown.version <= item.version ? pick(item) : shown,
  ),
})

/** The inbox's fields of an enquiry (the detail's other fields are not the list's). */
const pick = (item: InboxItem): InboxItem => ({
  id: item.id,
  receivedAt: item.receivedAt,
  name: item.name,
  kind: item.kind,
  page: item.page,
  arrival: item.arrival,
  departure: item.departure,
  status: item.status,
  holder: item.holder,
  replyFailed: item.replyFailed,
  version: item.version,
})

/**
 * The enquiries that arrived between two states of the list: rows of `after` newer than the
 * newest row `before` showed (a row that only came into the filter, say one released back to
 * New, is no arrival).
 */
export function arrivals(before: InboxList, after: InboxList): InboxItem[] {
  const shown = new Set(before.items.map((item) => item.id))
  const newest = before.items[0]
  return after.items.filter(
    (item) => !shown.has(item.id) && (newest === undefined || when(item) > when(newest)),
  )
}
