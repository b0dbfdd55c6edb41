import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { formatEvent, isWorldEvent } from '../testing/oracle.ts'
import { enquiryLifeOracle, people, site } from '../../tests/model/oracles/enquiry-life.oracle.ts'
import {
  allowedEvents,
  decide,
  enquiryLifeMachine,
  restore,
  type EnquiryLifeEvent,
} from './enquiry-life.decide.ts'

/** The status each state of the table is stored with (issue 42's design: the API's strings). */
function statusOf(value: unknown): string {
  const statuses: Record<string, string> = {
    '"new"': 'new',
    '{"held":"inHand"}': 'in-hand',
    '{"held":"replied"}': 'replied',
    '{"ended":"booked"}': 'booked',
    '{"ended":"notBooked"}': 'not-booked',
    '{"ended":"spam"}': 'spam',
  }
  const status = statuses[JSON.stringify(value)]
  if (status === undefined) throw new Error(`no status for ${JSON.stringify(value)}`)
  return status
}

const states = Object.entries(enquiryLifeOracle.states).map(([label, state]) => ({
  label,
  status: statusOf(state.value) as Parameters<typeof restore>[0],
  holderId: state.context?.['holderId'] as number | null,
}))
const events = enquiryLifeOracle.events.filter((e): e is EnquiryLifeEvent => !isWorldEvent(e))
const stored = (label: string) => states.find((s) => s.label === label)!

/** One sentence staff read in the desk: a capital, no full stop, short. */
const oneSentence = /^[A-Z][^.!?\n]{10,90}[a-z]$/

describe('decide, against the table in every state and for every event', () => {
  it.each(states)('$label', ({ label, status, holderId }) => {
    const current = restore(status, holderId, 41)
    for (const event of events) {
      const row = enquiryLifeOracle.rows.find(
        (r) => r.from === label && formatEvent(r.event) === formatEvent(event),
      )
      const decision = decide(current, event)
      if (row === undefined) {
        expect(decision.ok, `${label}: ${formatEvent(event)} is refused`).toBe(false)
        if (!decision.ok) expect(decision.reason).toMatch(oneSentence)
      } else {
        const next = stored(row.to)
        expect(decision, `${label}: ${formatEvent(event)}`).toEqual({
          ok: true,
          status: next.status,
          holderId: next.holderId,
          version: 42,
        })
      }
    }
  })
})

describe('allowedEvents', () => {
  it.each(states)('offers in $label exactly what the table accepts from each sender', (s) => {
    const current = restore(s.status, s.holderId)
    for (const actor of [...Object.values(people), site]) {
      const accepted = enquiryLifeOracle.rows
        .filter((r) => r.from === s.label)
        .map((r) => r.event as EnquiryLifeEvent)
        .filter((e) => JSON.stringify(e.actor) === JSON.stringify(actor))
        .map((e) => e.type)
      // in the desk's order (issue 42: the actions the machine allows)
      expect(allowedEvents(current, actor), JSON.stringify(actor)).toEqual(
        [
          'TAKE',
          'RELEASE',
          'REPLY',
          'NOTE',
          'GUEST_WROTE',
          'MARK_BOOKED',
          'MARK_NOT_BOOKED',
          'MARK_SPAM',
          'REOPEN',
          'REPLY_FAILED',
        ].filter((t) => accepted.some((type) => type === t)),
      )
    }
  })
})

const { Meera: meera, Asha: asha } = people

/*
 * Each sentence a refusal can give, in a case where it is the one to give: the stored status,
 * who holds the enquiry (- for nobody), the event, who sends it, and the sentence.
 */
const reasons = `
in-hand    Asha  RELEASE          Ravi      Someone else holds this enquiry: only they or a manager can release it
in-hand    Asha  REPLY            Ravi      Someone else holds this enquiry: only they or a manager can reply to it
replied    Asha  MARK_BOOKED      Ravi      Someone else holds this enquiry: only they or a manager can mark it booked
replied    Asha  MARK_NOT_BOOKED  Ravi      Someone else holds this enquiry: only they or a manager can mark it not booked
in-hand    Asha  MARK_SPAM        Ravi      Someone else holds this enquiry: only they or a manager can mark it spam
in-hand    Asha  TAKE             Ravi      Someone else holds this enquiry: only a manager can take it over
replied    Meera TAKE             Asha      Someone else holds this enquiry: only a manager can take it over
in-hand    Asha  TAKE             Asha      You already hold this enquiry
replied    Meera TAKE             Meera     You already hold this enquiry
booked     Asha  REOPEN           Asha      Only a manager can reopen a finished enquiry
spam       -     REOPEN           Ravi      Only a manager can reopen a finished enquiry
booked     Asha  REPLY            Meera     This enquiry is finished (Booked): a manager can reopen it
not-booked Asha  TAKE             Asha      This enquiry is finished (Not booked): a manager can reopen it
spam       -     GUEST_WROTE      site      This enquiry is finished (Spam): a manager can reopen it
new        -     RELEASE          Meera     Only an enquiry in hand can be released
replied    Asha  RELEASE          Asha      Only an enquiry in hand can be released
new        -     MARK_BOOKED      Asha      Take or answer a new enquiry before marking it booked
new        -     MARK_NOT_BOOKED  Meera     Take or answer a new enquiry before marking it not booked
in-hand    Asha  GUEST_WROTE      site      Only a replied enquiry goes back in hand when the guest writes again
new        -     REPLY_FAILED     site      Only a replied enquiry goes back in hand when its reply fails
in-hand    Asha  REOPEN           Meera     Only a finished enquiry can be reopened
new        -     TAKE             site      Only a member of staff can do this
booked     Asha  NOTE             site      Only a member of staff can do this
replied    Asha  REPLY_FAILED     Asha      Only the site itself reports that a reply failed
replied    Asha  REPLY_FAILED     Meera     Only the site itself reports that a reply failed
`
  .trim()
  .split('\n')
  .map((line) => {
    const [status, holder, type, sender, ...words] = line.split(/ +/)
    return { status, holder, type, sender, reason: words.join(' ') }
  })

const personOrSite = (name: string) =>
  name === 'site' ? site : people[name as keyof typeof people]

describe('the reason a refusal gives staff', () => {
  it.each(reasons)(
    '$status held by $holder, $type by $sender: $reason',
    ({ status, holder, type, sender, reason }) => {
      const current = restore(
        status as Parameters<typeof restore>[0],
        holder === '-' ? null : personOrSite(holder!).id,
      )
      const event = { type, actor: personOrSite(sender!) } as EnquiryLifeEvent
      expect(decide(current, event)).toEqual({ ok: false, reason })
    },
  )

  it('names no action for an event type the machine does not know', () => {
    const unknown = { type: 'DANCE', actor: asha } as unknown as EnquiryLifeEvent
    expect(decide(restore('new', null), unknown)).toEqual({
      ok: false,
      reason: 'An enquiry has no such action',
    })
  })
})

describe('restore', () => {
  it('takes a stored row as it is, version 0 when none is given', () => {
    const s = restore('replied', 3)
    expect([s.value, s.context]).toEqual([{ held: 'replied' }, { holderId: 3, version: 0 }])
  })

  it('leaves to a manager a row in hand that no one holds, which the machine never writes', () => {
    const orphan = restore('in-hand', null, 5)
    expect(allowedEvents(orphan, asha)).toEqual(['NOTE'])
    expect(decide(orphan, { type: 'RELEASE', actor: asha })).toEqual({
      ok: false,
      reason: 'Only a manager can release it',
    })
    expect(decide(orphan, { type: 'RELEASE', actor: meera })).toEqual({
      ok: true,
      status: 'new',
      holderId: null,
      version: 6,
    })
  })

  it('refuses a status that is not one of the six', () => {
    expect(() => restore('closed' as never, null)).toThrow('Unknown enquiry status: "closed"')
    expect(() => restore('toString' as never, null)).toThrow(TypeError)
  })
})

describe('stored and restored at every step, as the server does', () => {
  it('agrees with one live actor over any sequence of events', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...events), { maxLength: 40 }), (sequence) => {
        const live = createActor(enquiryLifeMachine).start()
        let row = {
          status: 'new' as Parameters<typeof restore>[0],
          holderId: null as number | null,
          version: 0,
        }
        for (const event of sequence) {
          const decision = decide(restore(row.status, row.holderId, row.version), event)
          const before = live.getSnapshot()
          live.send(event)
          expect(decision.ok).toBe(live.getSnapshot() !== before)
          if (decision.ok) row = decision
          const now = live.getSnapshot()
          expect(restore(row.status, row.holderId, row.version).value).toEqual(now.value)
          expect(now.context).toEqual({ holderId: row.holderId, version: row.version })
          // in hand and replied always name who holds it; new never does
          if (row.status === 'new') expect(row.holderId).toBeNull()
          if (row.status === 'in-hand' || row.status === 'replied')
            expect(row.holderId).not.toBeNull()
        }
      }),
      { numRuns: 100 },
    )
  })
})
