import type {
  AuditEntryJson,
  PageJson,
  LinkJson,
  Me,
  SetPassword,
  PasskeyAddedJson,
  PasskeyJson,
  PasskeyOptionsJson,
  PasskeyRegistration,
  InviteStaff,
  InvitedJson,
  LinkSentJson,
  StaffJson,
} from '../../../content/desk/api.ts'
import type {
  EnquiryEventRequest,
  EnquiryPageJson,
  ErasureCounts,
  ErasureResult,
  InboxPage,
} from '../../../content/desk/enquiries-api.ts'
import type {
  DayRange,
  PagesJson,
  SiteChart,
  SourcesJson,
  StaysJson,
  TrafficJson,
  VitalsJson,
} from '../../../content/desk/insights-api.ts'
import type { InboxFilter } from '../screens/inbox/inbox-filter.ts'
import type { ApiResult, DeskClient } from './client.ts'

/**
 * The inbox's filter as a query string (`?status=new&q=...`, or `''`), in a fixed order, for
 * the list (`GET /api/desk/enquiries`) and its CSV export alike; empty values are left out.
 */
export function inboxQuery(
  filter: InboxFilter,
  page: { readonly after?: string; readonly limit?: number } = {},
): string {
  const params = new URLSearchParams()
  const add = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  add('status', filter.status)
  add('kind', filter.kind)
  add('from', filter.from)
  add('to', filter.to)
  add('q', filter.q)
  add('after', page.after)
  add('limit', page.limit)
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}

/** The address of the CSV export of the inbox's current filter (`GET /api/desk/enquiries.csv`). */
export const csvExportHref = (filter: InboxFilter): string =>
  `/api/desk/enquiries.csv${inboxQuery(filter)}`

/** What each of the Site page's charts answers (content/desk/insights-api.ts). */
export interface SiteChartJson {
  traffic: TrafficJson
  pages: PagesJson
  sources: SourcesJson
  stays: StaysJson
  vitals: VitalsJson
}

/**
 * A Site chart's query string: `?from=...&to=...`, and `&route=` when the vitals are asked for
 * one route.
 */
export function siteQuery(range: DayRange, route?: string): string {
  const params = new URLSearchParams({ from: range.from, to: range.to })
  if (route !== undefined) params.set('route', route)
  return `?${params.toString()}`
}

/**
 * The desk's endpoints as typed calls, one per line of the design's API (issue 42), for the
 * screens of this folder. Path parts from outside (a token, an id) are encoded.
 */
export function deskEndpoints(client: DeskClient) {
  const part = encodeURIComponent
  return {
    /** `GET /api/desk/links/:token`: whose one-time link this is (404 unknown, 410 used or expired). */
    linkOwner: (token: string): Promise<ApiResult<LinkJson>> =>
      client.call('GET', `/links/${part(token)}`, { signedOutCall: true }),
    /** `POST /api/desk/links/:token/password`: sets the password and signs the person in. */
    setPassword: (token: string, body: SetPassword): Promise<ApiResult<Me>> =>
      client.call('POST', `/links/${part(token)}/password`, { body, signedOutCall: true }),
    passkeys: (): Promise<ApiResult<{ items: PasskeyJson[] }>> => client.call('GET', '/passkeys'),
    passkeyOptions: (): Promise<ApiResult<PasskeyOptionsJson<unknown>>> =>
      client.call('POST', '/passkeys/options'),
    addPasskey: (body: PasskeyRegistration): Promise<ApiResult<PasskeyAddedJson>> =>
      client.call('POST', '/passkeys', { body }),
    removePasskey: (id: string): Promise<ApiResult<undefined>> =>
      client.call('DELETE', `/passkeys/${part(id)}`),
    /** The person as the server knows them now (after a passkey is added or removed). */
    me: (): Promise<ApiResult<Me>> => client.call('GET', '/session'),
    staff: (): Promise<ApiResult<{ items: StaffJson[] }>> => client.call('GET', '/staff'),
    invite: (body: InviteStaff): Promise<ApiResult<InvitedJson>> =>
      client.call('POST', '/staff', { body }),
    disable: (id: string): Promise<ApiResult<undefined>> =>
      client.call('POST', `/staff/${part(id)}/disable`),
    newLink: (id: string): Promise<ApiResult<LinkSentJson>> =>
      client.call('POST', `/staff/${part(id)}/link`),
    /**
     * A page of the inbox, newest first, after the keyset cursor `after`; `background` for the
     * refreshes the live list makes by itself (not the person's activity).
     */
    inbox: (
      filter: InboxFilter,
      page: { after?: string; limit?: number; background?: boolean } = {},
    ): Promise<ApiResult<InboxPage>> =>
      client.call('GET', `/enquiries${inboxQuery(filter, page)}`, {
        background: page.background === true,
      }),
    enquiry: (
      id: string,
      options: { background?: boolean } = {},
    ): Promise<ApiResult<EnquiryPageJson>> =>
      client.call('GET', `/enquiries/${part(id)}`, { background: options.background === true }),
    /** A change to an enquiry, with the version the person saw (409: stale or not allowed). */
    sendEvent: (id: string, body: EnquiryEventRequest): Promise<ApiResult<EnquiryPageJson>> =>
      client.call('POST', `/enquiries/${part(id)}/events`, { body }),
    erasurePreview: (email: string): Promise<ApiResult<ErasureCounts>> =>
      client.call('GET', `/erasures/preview?email=${part(email)}`),
    erase: (email: string): Promise<ApiResult<ErasureResult>> =>
      client.call('POST', '/erasures', { body: { email } }),
    /** `GET /api/desk/site/<chart>`: one chart of the Site page over a range (managers). */
    siteChart: <C extends SiteChart>(
      chart: C,
      range: DayRange,
      route?: string,
    ): Promise<ApiResult<SiteChartJson[C]>> =>
      client.call('GET', `/site/${chart}${siteQuery(range, route)}`),
    audit: (after?: string): Promise<ApiResult<PageJson<AuditEntryJson>>> =>
      client.call('GET', `/audit${after === undefined ? '' : `?after=${part(after)}`}`),
  }
}

export type DeskEndpoints = ReturnType<typeof deskEndpoints>
