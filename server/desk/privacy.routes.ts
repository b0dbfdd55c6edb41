import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import type { ErasureCounts, ErasureResult } from '../../content/desk/enquiries-api.ts'
import { exportChunks } from '../enquiries/export.ts'
import type { EnquiryRecord } from '../enquiries/enquiry-rows.ts'
import type { AuditTrail } from './audit.ts'
import { signedInOf } from './desk-guard.ts'
import { bodyOf, invalid } from './desk-parts.ts'
import type { Erasure } from './erasure.ts'
import { readInboxQuery } from './inbox-query.ts'
import type { InboxFilter } from './inbox-filter.ts'
import type { InboxRepository } from './inbox.repository.ts'

/*
 * What only a manager may do with the guests' data (issue 42, item 7): export the inbox's
 * current filter as CSV through the site's neutralising writer (server/enquiries/export.ts:
 * a cell that a spreadsheet would run as a formula is shown as text), and erase one address's
 * enquiries after a preview of what will go (erasure.ts). Both are audited: the export with its
 * filter and row count, the erasure with its counts and a keyed hash of the address.
 */

export interface PrivacyRouteParts {
  inbox: InboxRepository
  erasure: Erasure
  audit: AuditTrail
  clientKey: (request: Parameters<typeof signedInOf>[0]) => string
}

/** Enquiries read per query while the CSV streams. */
const exportPage = 100

/** An address as the erasure takes it: something with an @, within an address's length. */
function readEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const email = value.trim()
  return email.length >= 3 && email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email)
    ? email
    : undefined
}

const emailMessage = 'Give the guest’s e-mail address'

export function registerPrivacyRoutes(desk: FastifyInstance, parts: PrivacyRouteParts): void {
  const { inbox, erasure, audit } = parts
  const manager = { config: { desk: { access: 'manager' as const } } }
  const actorOf = (request: Parameters<typeof signedInOf>[0]) => {
    const me = signedInOf(request)
    return { id: me.staffId, name: me.name }
  }

  desk.get('/enquiries.csv', manager, async (request, reply) => {
    const read = readInboxQuery(request.query)
    if (!read.ok) return invalid(reply, 'Check the filters', read.errors)
    const { filter } = read.value
    const actor = actorOf(request)
    const client = parts.clientKey(request)
    let rows = 0
    async function* records(): AsyncGenerator<EnquiryRecord> {
      let after = read.ok ? read.value.after : undefined
      for (;;) {
        const page = await inbox.page(filter, after, exportPage)
        for (const row of page.rows) {
          rows += 1
          yield {
            id: row.public_id,
            createdAt: new Date(row.created_at).toISOString(),
            name: row.name,
            email: row.email,
            phone: row.phone,
            hotel: row.hotel,
            page: row.page ?? '',
            message: row.message,
          }
        }
        if (page.next === null) break
        after = page.next
      }
      // the filter as facts (never the search's words: they may be a guest's name or address)
      await audit.record({
        actor,
        action: 'export',
        detail: { ...describeFilter(filter), rows },
        client,
      })
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="enquiries.csv"')
      .send(Readable.from(exportChunks(records(), 'csv')))
  })

  desk.get('/erasures/preview', manager, async (request, reply) => {
    const query = request.query as Record<string, unknown>
    const email = readEmail(query.email)
    if (email === undefined) return invalid(reply, emailMessage, { email: emailMessage })
    const counts: ErasureCounts = await erasure.preview(email)
    return counts
  })

  desk.post('/erasures', manager, async (request, reply) => {
    const body = bodyOf(request) ?? {}
    const email = readEmail(body.email)
    if (email === undefined || Object.keys(body).some((key) => key !== 'email'))
      return invalid(reply, emailMessage, { email: emailMessage })
    const erased = await erasure.erase(email, actorOf(request), parts.clientKey(request))
    const result: ErasureResult = { erased }
    return result
  })
}

/** The export's filter as the audit keeps it. */
function describeFilter(filter: InboxFilter): Record<string, string | number | boolean | null> {
  return {
    status: filter.statuses?.join(',') ?? null,
    kind: filter.kinds?.join(',') ?? null,
    from: filter.since ?? null,
    to: filter.until ?? null,
    search: filter.search !== undefined,
  }
}
