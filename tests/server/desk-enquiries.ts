import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { enquiryKindOf } from '../../content/desk/enquiry-kinds.ts'
import type { EnquiryStatus } from '../../content/desk/statuses.ts'
import type { Tables } from '../../server/db/schema.ts'

/*
 * Enquiries written straight into a test app's database, for the desk's suites: any time, status
 * and holder, many at once, without the puzzle and rate limit the public API puts first.
 */

export interface StoredEnquiry {
  id: number
  publicId: string
}

export interface EnquiryFields {
  createdAt?: number
  name?: string
  email?: string
  phone?: string
  message?: string
  hotel?: string
  page?: string | null
  status?: EnquiryStatus
  holderId?: number | null
  version?: number
  endedAt?: number | null
  arrival?: string | null
  departure?: string | null
}

let serial = 0

/** Stores enquiries (one row each) and returns their row and public ids, in order. */
export async function storeEnquiries(
  db: Kysely<Tables>,
  items: readonly EnquiryFields[],
): Promise<StoredEnquiry[]> {
  const rows = items.map((item) => {
    serial += 1
    const email = item.email ?? `guest${serial}@example.in`
    const createdAt = item.createdAt ?? Date.parse('2026-11-20T06:00:00Z') + serial
    const page = item.page === undefined ? '/suites' : item.page
    return {
      public_id: randomUUID(),
      created_at: createdAt,
      name: item.name ?? `Guest ${serial}`,
      email,
      email_key: email.toLowerCase(),
      message: item.message ?? `We would like to stay three nights, enquiry ${serial}.`,
      phone: item.phone ?? '+919845012345',
      hotel: item.hotel ?? 'Trillium Resort & Spa, Chikmagalur',
      page,
      status: item.status ?? 'new',
      holder_id: item.holderId ?? null,
      version: item.version ?? 0,
      updated_at: createdAt,
      ended_at: item.endedAt ?? null,
      kind: enquiryKindOf(page),
      arrival: item.arrival ?? null,
      departure: item.departure ?? null,
    }
  })
  const stored: StoredEnquiry[] = []
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200)
    const ids = await db
      .insertInto('enquiries')
      .values(chunk)
      .returning(['id', 'public_id'])
      .execute()
    // returning gives the rows in the order inserted on both engines
    stored.push(...ids.map((row) => ({ id: Number(row.id), publicId: row.public_id })))
  }
  return stored
}

/** One stored enquiry. */
export async function storeEnquiry(
  db: Kysely<Tables>,
  item: EnquiryFields = {},
): Promise<StoredEnquiry> {
  const [stored] = await storeEnquiries(db, [item])
  if (stored === undefined) throw new Error('no enquiry stored')
  return stored
}
