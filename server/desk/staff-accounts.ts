import type { Kysely } from 'kysely'
import { normaliseEmail, validateEmail } from '../../content/enquiry.schema.ts'
import type { StaffRoleName } from '../../content/desk/api.ts'
import type { Tables } from '../db/schema.ts'
import type { Actor, AuditTrail } from './audit.ts'
import type { StaffRepository, StaffRow } from './staff.repository.ts'

/*
 * What a manager does to accounts, in the desk or at the command line (`npm run staff`):
 * invite (an account and its one-time link), disable, send a new link. Each change and its
 * audit entry are written in one transaction.
 */

export const staffRoles: readonly StaffRoleName[] = ['manager', 'reservations']

/** A name as the desk shows it: one line, no control characters. */
const nameLength = 100
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const notInName = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u

/** A person to invite, checked: the problems by field, or the values to store. */
export function readInvitation(
  body: Record<string, unknown>,
):
  | { ok: true; value: { email: string; name: string; role: StaffRoleName } }
  | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const email = typeof body.email === 'string' ? normaliseEmail(body.email) : ''
  if (typeof body.email !== 'string' || validateEmail(body.email) !== undefined)
    errors.email = 'Enter an e-mail address like name@example.com'
  const name = typeof body.name === 'string' ? body.name.normalize('NFKC').trim() : ''
  if (name === '' || name.length > nameLength || notInName.test(name))
    errors.name = `Enter a name of 1 to ${nameLength} characters`
  const role = body.role
  if (typeof role !== 'string' || !(staffRoles as readonly string[]).includes(role))
    errors.role = 'Choose manager or reservations'
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, value: { email, name, role: role as StaffRoleName } }
}

export class StaffAccounts {
  readonly #db: Kysely<Tables>
  readonly #staff: StaffRepository
  readonly #audit: AuditTrail
  readonly #siteUrl: string

  constructor(db: Kysely<Tables>, staff: StaffRepository, audit: AuditTrail, siteUrl: string) {
    this.#db = db
    this.#staff = staff
    this.#audit = audit
    this.#siteUrl = siteUrl.replace(/\/+$/, '')
  }

  /**
   * The link a person opens: the desk's welcome page with the token in the fragment, which the
   * browser never sends in a request, a Referer or a log.
   */
  linkOf(token: string): string {
    return `${this.#siteUrl}/desk/welcome#${token}`
  }

  /** A new account and its link, or undefined when the address has an account already. */
  async invite(
    person: { email: string; name: string; role: StaffRoleName },
    actor: Actor,
    client: string | null,
  ): Promise<{ staff: StaffRow; link: string } | undefined> {
    return this.#db.transaction().execute(async (trx) => {
      const staff = await this.#staff.create(trx, person)
      if (staff === undefined) return undefined
      const token = await this.#staff.issueLink(trx, staff.id)
      await this.#audit.record(
        {
          actor,
          action: 'staff-invited',
          subject: staff.public_id,
          detail: { role: staff.role },
          client,
        },
        trx,
      )
      return { staff, link: this.linkOf(token) }
    })
  }

  /** Disables an account: its sessions end at once and its links stop working. */
  async disable(staff: StaffRow, actor: Actor, client: string | null): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await this.#staff.disable(trx, staff.id)
      await this.#audit.record(
        { actor, action: 'staff-disabled', subject: staff.public_id, client },
        trx,
      )
    })
  }

  /**
   * A new one-time link (the earlier ones stop working). `enable`: the command line lets a
   * disabled person back this way; the desk does not.
   */
  async newLink(
    staff: StaffRow,
    actor: Actor,
    client: string | null,
    options: { enable?: boolean } = {},
  ): Promise<string> {
    return this.#db.transaction().execute(async (trx) => {
      const enable = options.enable === true && staff.disabled_at !== null
      if (enable) await this.#staff.enable(trx, staff.id)
      const token = await this.#staff.issueLink(trx, staff.id)
      await this.#audit.record(
        {
          actor,
          action: 'staff-link-sent',
          subject: staff.public_id,
          detail: enable ? { enabled: true } : {},
          client,
        },
        trx,
      )
      return this.linkOf(token)
    })
  }
}
