import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { commandLine } from '../../server/desk/audit.ts'

/*
 * What the desk's server suites share: requests as the desk sends them (its Origin, JSON
 * bodies, the session cookie), and staff made as a manager makes them.
 */

/** The site origin of testConfig: the one Origin the desk takes changes from. */
export const siteOrigin = 'http://localhost:3000'

/** A password accepted by the desk's rules (long, not common, nobody's name). */
export const goodPassword = 'misty hills at dawn 7'

export interface DeskRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: string
  /** The session cookie's value (`desk=...`), if any. */
  cookie?: string | undefined
  /** A JSON body; POST and PUT send `{}` when none is given, as the desk does. */
  body?: unknown
  origin?: string | null
  headers?: Record<string, string>
}

/** A request as the desk sends it: from the site's origin, JSON, with the cookie given. */
export function send(app: FastifyInstance, request: DeskRequest): Promise<LightMyRequestResponse> {
  const changes = request.method !== 'GET' && request.method !== 'HEAD'
  const body =
    request.body !== undefined
      ? request.body
      : changes && request.method !== 'DELETE'
        ? {}
        : undefined
  return app.inject({
    method: request.method,
    url: request.url,
    headers: {
      ...(changes && request.origin !== null ? { origin: request.origin ?? siteOrigin } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(request.cookie === undefined ? {} : { cookie: request.cookie }),
      ...request.headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  })
}

/** The session cookie a response sets, as a `Cookie` header (`desk=<id>`), or undefined. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find(
    (c) => (c.name === 'desk' || c.name === '__Host-desk') && c.value !== '',
  )
  return cookie === undefined ? undefined : `${cookie.name}=${cookie.value}`
}

/** A new account, invited from the command line: its public id, link and the link's token. */
export async function invite(
  app: FastifyInstance,
  person: { email: string; name: string; role: 'manager' | 'reservations' },
): Promise<{ id: string; link: string; token: string }> {
  const invited = await app.trillium.desk.accounts.invite(person, commandLine, null)
  if (invited === undefined) throw new Error(`${person.email} has an account already`)
  const token = invited.link.split('#')[1] ?? ''
  return { id: invited.staff.public_id, link: invited.link, token }
}

/**
 * A member of the staff with a password, signed in by setting it through their link: their
 * public id and session cookie.
 */
export async function addStaff(
  app: FastifyInstance,
  person: { email: string; name: string; role: 'manager' | 'reservations'; password?: string },
): Promise<{ id: string; cookie: string; password: string }> {
  const { id, token } = await invite(app, person)
  const password = person.password ?? goodPassword
  const res = await send(app, {
    method: 'POST',
    url: `/api/desk/links/${token}/password`,
    body: { password },
  })
  const cookie = sessionCookieOf(res)
  if (res.statusCode !== 200 || cookie === undefined)
    throw new Error(`setting the password answered ${res.statusCode}: ${res.body}`)
  return { id, cookie, password }
}
