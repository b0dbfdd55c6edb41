import type { Oracle, TableEvent, TableRow, TableState } from '../../../machines/testing/oracle.ts'

/*
 * An enquiry's life at the reservations desk, from issue 42's design ("The enquiry's life")
 * and DECISIONS ("The reservations desk"), written apart from the machine:
 * - New (nobody holds it), In hand (with who took it), Replied (waiting for the guest), and the
 *   ends Booked, Not booked and Spam. A guest who writes again puts a replied enquiry back in
 *   hand; so does a reply whose mail finally fails (the site reports it).
 * - TAKE: new → in hand, held by who took it; a manager takes over what someone else holds
 *   (in hand or replied → in hand, held by the manager). RELEASE: in hand → new, by its holder
 *   or a manager. REPLY: new, in hand or replied → replied; the replier holds a new one.
 *   NOTE: anywhere, by any member of staff, no change of state. MARK_BOOKED, MARK_NOT_BOOKED:
 *   in hand or replied → the end; MARK_SPAM also from new. GUEST_WROTE: replied → in hand, by
 *   the site or any member of staff who heard from the guest. REPLY_FAILED: replied → in hand,
 *   the site only. REOPEN: an end → in hand, a manager only, who then holds it.
 * - Where the design leaves it open, the desk's decision (docs/decisions/0020): what someone
 *   holds only they or a manager may release, answer or close, so two colleagues never answer
 *   one guest twice (the issue's first complaint); a new enquiry is anyone's. A replied enquiry
 *   keeps its holder, and goes back to them. An end keeps who held it, for the record.
 * The people: Meera (manager), Asha and Ravi (reservations), and the site itself. The desk
 * shows the status label, and the holder's name for an enquiry in hand.
 */

type Person = 'Meera' | 'Asha' | 'Ravi'
type Holder = Person | null

export const people = {
  Meera: { id: 1, role: 'manager' },
  Asha: { id: 2, role: 'reservations' },
  Ravi: { id: 3, role: 'reservations' },
} as const
/** The site itself (a new enquiry from the same address, a reply's mail failing). */
export const site = { id: 0, role: 'system' } as const

const staff: readonly Person[] = ['Meera', 'Asha', 'Ravi']
const everyone = [...staff, 'the site'] as const
type Sender = (typeof everyone)[number]
const actorOf = (who: Sender) => (who === 'the site' ? site : people[who])
const by = (type: string, who: Sender): TableEvent => ({ type, actor: actorOf(who) })
const holderId = (holder: Holder) => (holder === null ? null : people[holder].id)

type Ends = 'booked' | 'not booked' | 'spam'
const ends: readonly Ends[] = ['booked', 'not booked', 'spam']
const endValue = { booked: 'booked', 'not booked': 'notBooked', spam: 'spam' } as const
const endLabel = { booked: 'Booked', 'not booked': 'Not booked', spam: 'Spam' } as const

const inHand = (holder: Person) => `in hand (${holder})`
const replied = (holder: Person) => `replied (${holder})`
const ended = (end: Ends, holder: Holder) => (holder === null ? end : `${end} (${holder})`)

const states: Record<string, TableState> = {
  new: { value: 'new', context: { holderId: null }, sees: [{ text: 'New' }] },
}
const rows: TableRow[] = []
const row = (from: string, type: string, who: Sender, to: string) =>
  rows.push({ from, event: by(type, who), to })
/** The holder and the managers, once each. */
const holderOrManager = (holder: Person): Person[] => [...new Set<Person>([holder, 'Meera'])]

for (const who of staff) {
  row('new', 'TAKE', who, inHand(who))
  row('new', 'REPLY', who, replied(who))
  row('new', 'NOTE', who, 'new')
  row('new', 'MARK_SPAM', who, ended('spam', null))
}

for (const holder of staff) {
  states[inHand(holder)] = {
    value: { held: 'inHand' },
    context: { holderId: holderId(holder) },
    sees: [{ text: 'In hand' }, { text: holder }],
  }
  states[replied(holder)] = {
    value: { held: 'replied' },
    context: { holderId: holderId(holder) },
    sees: [{ text: 'Replied' }],
  }
  for (const from of [inHand(holder), replied(holder)]) {
    if (holder !== 'Meera') row(from, 'TAKE', 'Meera', inHand('Meera'))
    for (const who of staff) row(from, 'NOTE', who, from)
    for (const who of holderOrManager(holder)) {
      row(from, 'REPLY', who, replied(holder))
      row(from, 'MARK_BOOKED', who, ended('booked', holder))
      row(from, 'MARK_NOT_BOOKED', who, ended('not booked', holder))
      row(from, 'MARK_SPAM', who, ended('spam', holder))
    }
  }
  for (const who of holderOrManager(holder)) row(inHand(holder), 'RELEASE', who, 'new')
  for (const who of everyone) row(replied(holder), 'GUEST_WROTE', who, inHand(holder))
  row(replied(holder), 'REPLY_FAILED', 'the site', inHand(holder))
}

for (const end of ends)
  for (const holder of [null, ...staff]) {
    // only spam ends a life that nobody held
    if (holder === null && end !== 'spam') continue
    const label = ended(end, holder)
    states[label] = {
      value: { ended: endValue[end] },
      context: { holderId: holderId(holder) },
      sees: [{ text: endLabel[end] }],
    }
    for (const who of staff) row(label, 'NOTE', who, label)
    row(label, 'REOPEN', 'Meera', inHand('Meera'))
  }

const types = [
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
]

export const enquiryLifeOracle: Oracle = {
  name: 'enquiry life',
  states,
  rows,
  scenarios: [{ name: 'an enquiry arrives', initial: 'new' }],
  events: types.flatMap((type) => everyone.map((who) => by(type, who))),
}
