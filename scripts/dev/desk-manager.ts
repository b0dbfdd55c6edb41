import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { commandLine } from '../../server/desk/audit.ts'

/** The development database's manager: `npm run dev` prints how to sign in as them. */
export const devManagerEmail = 'manager@trillium.dev'

/** A manager to sign in to the desk with in development: their e-mail and this start's password. */
export interface DevManager {
  email: string
  password: string
}

/**
 * Seeds the development database's manager for `npm run dev` only (nothing in server/ seeds an
 * account: production's first manager comes from `npm run staff -- add`). At every start the
 * account gets a new random password through its own one-time link, as a person would set one,
 * so the password printed is the only one that works and none is kept in the repository; the
 * audit trail says the command line did it.
 */
export async function seedDevManager(app: FastifyInstance, origin: string): Promise<DevManager> {
  const { accounts, staff } = app.trillium.desk
  const existing = await staff.byEmail(devManagerEmail)
  const link =
    existing === undefined
      ? (
          await accounts.invite(
            { email: devManagerEmail, name: 'Development Manager', role: 'manager' },
            commandLine,
            null,
          )
        )?.link
      : await accounts.newLink(existing, commandLine, null, { enable: true })
  const token = link?.split('#')[1]
  if (token === undefined) throw new Error(`could not make ${devManagerEmail}'s link`)
  const password = `dev ${randomBytes(12).toString('base64url')}`
  const set = await app.inject({
    method: 'POST',
    url: `/api/desk/links/${token}/password`,
    headers: { origin, 'content-type': 'application/json' },
    payload: JSON.stringify({ password }),
  })
  if (set.statusCode !== 200)
    throw new Error(`setting ${devManagerEmail}'s password answered ${set.statusCode}: ${set.body}`)
  return { email: devManagerEmail, password }
}
