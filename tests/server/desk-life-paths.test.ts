import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getInitialSnapshot, transition } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import type { EnquiryPageJson } from '../../content/desk/enquiries-api.ts'
import {
  allowedEvents,
  enquiryLifeEventTypes,
  enquiryLifeMachine,
  selectHolderId,
  selectStatus,
  selectVersion,
  type EnquiryLifeEvent,
  type EnquiryLifeSnapshot,
} from '../../machines/enquiry-life/enquiry-life.decide.ts'
import { isWorldEvent } from '../../machines/testing/oracle.ts'
import { enquiryLifeOracle, people } from '../model/oracles/enquiry-life.oracle.ts'
import { addStaff, send } from './desk-helpers.ts'
import { storeEnquiry } from './desk-enquiries.ts'
import { onPostgres, testApp } from './helpers.ts'

/*
 * The enquiry's life machine's own paths (xstate/graph, as machines/enquiry-life's tests
 * generate them over the oracle's vocabulary) replayed against the server's API, so the server
 * and the machine cannot disagree: each step is sent as the desk sends it (a member of staff's
 * POST .../events with the version they saw) or as the site does (GUEST_WROTE for a new
 * enquiry from the same address, REPLY_FAILED for a reply's mail that finally failed), and the
 * enquiry's status, holder and version must be the machine's after every step. At the end of
 * each path every event the machine refuses each person is sent too, and must be a 409 that
 * changes nothing. npm test replays the shortest paths (one per state of the table) on SQLite;
 * `DESK_PATHS=simple` replays every simple path (the sweep: docs/testing.md).
 */

const everyPath = process.env.DESK_PATHS === 'simple'

let app: FastifyInstance
let close: () => Promise<void>
/** The oracle's people (by the machine's actor id) as the server knows them. */
const staff = new Map<number, { publicId: string; cookie: string; rowId: number }>()

beforeAll(async () => {
  // replies are accepted (a mail server is named) but never reach one: the outbox waits an hour
  ;({ app, close } = await testApp(
    { smtpUrl: 'smtp://127.0.0.1:9' },
    { outbox: { baseDelayMs: 3_600_000, maxDelayMs: 3_600_000, pollMs: 3_600_000 } },
  ))
  for (const [name, person] of Object.entries(people)) {
    const added = await addStaff(app, {
      email: `${name.toLowerCase()}@trillium.example`,
      name,
      role: person.role,
    })
    const row = await app.trillium.database.db
      .selectFrom('staff')
      .select('id')
      .where('public_id', '=', added.id)
      .executeTakeFirstOrThrow()
    staff.set(person.id, { publicId: added.id, cookie: added.cookie, rowId: Number(row.id) })
  }
})
afterAll(() => close())

const options = {
  events: enquiryLifeOracle.events.filter((e): e is EnquiryLifeEvent => !isWorldEvent(e)),
  serializeState: (s: EnquiryLifeSnapshot) => JSON.stringify([s.value, s.context.holderId]),
}

/** The machine's snapshot with the oracle's actor ids read as the server's staff row ids. */
function expected(s: EnquiryLifeSnapshot) {
  const holder = selectHolderId(s)
  return {
    status: selectStatus(s),
    holder: holder === null ? null : (staff.get(holder)?.publicId ?? `unknown ${holder}`),
    version: selectVersion(s),
  }
}

async function seen(publicId: string) {
  const res = await send(app, {
    method: 'GET',
    url: `/api/desk/enquiries/${publicId}`,
    cookie: staff.get(1)?.cookie,
  })
  const { enquiry } = res.json<EnquiryPageJson>()
  return { status: enquiry.status, holder: enquiry.holder?.id ?? null, version: enquiry.version }
}

/** Sends one step of a path as its sender would; the HTTP status for staff, 200 for the site. */
async function step(
  enquiry: { id: number; publicId: string },
  event: EnquiryLifeEvent,
  version: number,
) {
  const { life } = app.trillium.deskEnquiries
  if (event.actor.role === 'system') {
    if (event.type === 'GUEST_WROTE') return (await life.guestWrote(enquiry.id)) ? 200 : 409
    const mail = await app.trillium.database.db
      .selectFrom('outbox')
      .select('id')
      .where('enquiry_id', '=', enquiry.id)
      .where('kind', '=', 'reply')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    await life.replyFailed(Number(mail.id), 12, 'replayed')
    return 200
  }
  const person = staff.get(event.actor.id)
  const body: Record<string, unknown> = { type: event.type, version }
  if (event.type === 'NOTE') body.text = 'A note'
  if (event.type === 'REPLY') Object.assign(body, { subject: 'Your stay', body: 'Dear guest,' })
  const res = await send(app, {
    method: 'POST',
    url: `/api/desk/enquiries/${enquiry.publicId}/events`,
    cookie: person?.cookie,
    body,
  })
  return res.statusCode
}

describe.skipIf(onPostgres)('the machine’s paths replayed against the desk API', () => {
  const paths = everyPath
    ? getSimplePaths(enquiryLifeMachine, options)
    : getShortestPaths(enquiryLifeMachine, options)

  it(`agrees with the machine at every step of ${everyPath ? 'every simple' : 'every shortest'} path`, async () => {
    const problems: string[] = []
    for (const path of paths) {
      const enquiry = await storeEnquiry(app.trillium.database.db, {})
      let snapshot = getInitialSnapshot(enquiryLifeMachine)
      const [, ...steps] = path.steps
      for (const { event } of steps) {
        const status = await step(enquiry, event, selectVersion(snapshot))
        snapshot = transition(enquiryLifeMachine, snapshot, event)[0]
        const now = await seen(enquiry.publicId)
        if (status !== 200 || JSON.stringify(now) !== JSON.stringify(expected(snapshot)))
          problems.push(
            `${event.type} by ${event.actor.role} ${event.actor.id}: ${status} ${JSON.stringify(now)}, the machine ${JSON.stringify(expected(snapshot))}`,
          )
      }
      // at the path's end, what the machine refuses each person the server refuses too
      for (const [id, person] of staff) {
        const actor = { id, role: id === 1 ? 'manager' : 'reservations' } as const
        const allowed = allowedEvents(snapshot, actor)
        for (const type of enquiryLifeEventTypes) {
          if (allowed.includes(type) || type === 'REPLY_FAILED') continue
          const status = await step(enquiry, { type, actor }, selectVersion(snapshot))
          if (status !== 409)
            problems.push(`${type} by ${person.publicId} refused by the machine: ${status}`)
        }
      }
      const after = await seen(enquiry.publicId)
      if (JSON.stringify(after) !== JSON.stringify(expected(snapshot)))
        problems.push(`refusals changed the enquiry: ${JSON.stringify(after)}`)
    }
    expect(problems).toEqual([])
    expect(paths.length).toBeGreaterThanOrEqual(Object.keys(enquiryLifeOracle.states).length)
  }, 600_000)
})
