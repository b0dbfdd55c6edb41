import type { Insertable } from 'kysely'
import { enquiryKindOf } from '../../content/desk/enquiry-kinds.ts'
import type { EnquiriesTable } from '../db/schema.ts'
import type { NewEnquiry } from './enquiry.repository.ts'

/*
 * Enquiries as rows: the row an enquiry is stored as, the columns the staff export and the
 * staff e-mail read, and their shape.
 */

/**
 * The row a new enquiry is inserted as: the e-mail also lower-cased (the export's search, the
 * desk's erasure), last changed when received, and its kind read from its page (the desk's
 * inbox). Its status, version and holder are the columns' defaults: new, 0, nobody.
 */
export function toEnquiryRow(item: NewEnquiry): Insertable<EnquiriesTable> {
  return {
    public_id: item.publicId,
    created_at: item.createdAt,
    name: item.name,
    email: item.email,
    email_key: item.email.toLowerCase(),
    message: item.message,
    phone: item.phone,
    hotel: item.hotel,
    page: item.page ?? null,
    updated_at: item.createdAt,
    kind: enquiryKindOf(item.page),
  }
}

/** A stored enquiry as the staff export shows it. */
export interface EnquiryRecord {
  id: string
  createdAt: string
  name: string
  email: string
  phone: string
  hotel: string
  page: string
  message: string
}

/** The enquiry columns the export and the outbox read (`e` is the enquiries table). */
export const enquiryColumns = [
  'e.public_id',
  'e.created_at',
  'e.name',
  'e.email',
  'e.phone',
  'e.hotel',
  'e.page',
  'e.message',
] as const

/** An enquiry as the enquiries table holds it: the columns the export and the outbox read. */
export interface EnquiryRow {
  public_id: string
  created_at: number
  name: string
  email: string
  phone: string
  hotel: string
  page: string | null
  message: string
}

/** An enquiry row with the names the code uses; the time stays in epoch milliseconds. */
export function fromEnquiryRow(row: EnquiryRow) {
  const { public_id: id, created_at: createdAt, ...fields } = row
  return { id, createdAt: Number(createdAt), ...fields }
}
