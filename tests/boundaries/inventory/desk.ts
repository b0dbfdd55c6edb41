// Length: a table: the desk's promised numbers, each with the tests pinning it on both sides.
import type { Boundary, NotAPromise } from './types.ts'

/*
 * The reservations desk's numbers (issue 42; DECISIONS: the desk; docs/desk.md): sessions,
 * the sign-in throttle, one-time links, passwords and passkeys.
 */

const sessions = 'tests/server/desk-sessions.test.ts'
const source = 'DECISIONS: The reservations desk; issue 42'

const coreBoundaries: readonly Boundary[] = [
  {
    id: 'desk-session-idle',
    promise: 'Sessions: 30 minutes idle',
    source,
    value: 30 * 60 * 1000,
    unit: 'ms',
    code: [{ file: 'server/desk/sessions.ts', name: 'idleMs' }],
    pinnedBy: [sessions],
    sides: 'a session seen 30 min minus 1 ms ago is good, one seen 30 min ago is refused',
  },
  {
    id: 'desk-session-absolute',
    promise: 'Sessions: 12 hours at most',
    source,
    value: 12 * 60 * 60 * 1000,
    unit: 'ms',
    code: [{ file: 'server/desk/sessions.ts', name: 'absoluteMs' }],
    pinnedBy: [sessions],
    sides: 'a session in use is good 12 h minus 1 ms after sign-in, refused at 12 h',
  },
  {
    id: 'desk-session-touch',
    promise: 'last_seen_at is written when it would change by 15 s or more',
    source: 'docs/desk.md: Sessions',
    value: 15_000,
    unit: 'ms',
    code: [{ file: 'server/desk/sessions.ts', name: 'touchEveryMs' }],
    pinnedBy: [sessions],
    sides:
      'a request 15 s minus 1 ms after the last write does not move the idle clock, one at 15 s does',
  },
  {
    id: 'desk-link-lifetime',
    promise: 'A one-time link is valid 24 hours',
    source,
    value: 24 * 60 * 60 * 1000,
    unit: 'ms',
    code: [{ file: 'server/desk/staff.repository.ts', name: 'linkLifetimeMs' }],
    pinnedBy: [sessions],
    sides: 'a link is good 24 h minus 1 ms after it was made, gone (410) at 24 h',
  },
  {
    id: 'desk-throttle-account',
    promise: '5 failures for one account in 15 minutes close it for 15 minutes',
    source,
    value: 5,
    unit: 'failures',
    code: [{ file: 'server/desk/throttle.ts', name: 'accountFailures' }],
    pinnedBy: [sessions],
    sides: 'the fifth failure is a 401, the sixth attempt a 429 whatever the password',
  },
  {
    id: 'desk-throttle-window',
    promise: 'failures count for 15 minutes',
    source,
    value: 15 * 60 * 1000,
    unit: 'ms',
    code: [{ file: 'server/desk/throttle.ts', name: 'windowMs' }],
    pinnedBy: [sessions],
    sides: 'four failures, then a fifth 15 min after the first, lock nothing; five within 4 s lock',
  },
  {
    id: 'desk-throttle-lock',
    promise: 'a closed account opens again after 15 minutes',
    source,
    value: 15 * 60 * 1000,
    unit: 'ms',
    code: [{ file: 'server/desk/throttle.ts', name: 'lockMs' }],
    pinnedBy: [sessions],
    sides:
      '429 with Retry-After 1 at 15 min minus 1 ms after the lock, the right password 200 at 15 min',
  },
  {
    id: 'desk-throttle-address',
    promise: '20 failures from one address in 15 minutes close that address',
    source: 'docs/desk.md: Signing in',
    value: 20,
    unit: 'failures',
    code: [{ file: 'server/desk/throttle.ts', name: 'addressFailures' }],
    pinnedBy: [sessions],
    sides:
      'after 19 failures across accounts a sign-in works and the 20th failure is a 401; then 429',
  },
  {
    id: 'desk-password-min',
    promise: 'Passwords of 12 characters or more',
    source,
    value: 12,
    unit: 'code points',
    code: [{ file: 'server/desk/passwords.ts', name: 'minCodePoints' }],
    pinnedBy: [sessions],
    sides: '11 code points (16 UTF-16 units) refused, 12 accepted',
  },
  {
    id: 'desk-password-max',
    promise: 'Passwords of at most 256 characters',
    source: 'docs/desk.md: Passwords',
    value: 256,
    unit: 'code points',
    code: [{ file: 'server/desk/passwords.ts', name: 'maxCodePoints' }],
    pinnedBy: [sessions],
    sides: '256 code points accepted, 257 refused',
  },
  {
    id: 'desk-passkey-challenge',
    promise: 'A passkey challenge is single use and lasts 5 minutes',
    source: 'docs/desk.md: Passkeys',
    value: 5 * 60 * 1000,
    unit: 'ms',
    code: [{ file: 'server/desk/passkeys.ts', name: 'challengeMs' }],
    pinnedBy: ['tests/server/desk-passkeys.test.ts'],
    sides: 'answered 5 min minus 1 ms after it was given: signed in; at 5 min: 401',
  },
  {
    id: 'desk-audit-page',
    promise: 'The audit trail is read 100 entries at a time at most',
    source: 'server/README.md: Desk API',
    value: 100,
    unit: 'entries',
    code: [{ file: 'server/desk/audit.ts', name: 'maxPage' }],
    pinnedBy: ['tests/server/desk-audit.test.ts'],
    sides: 'limit=100 answers, limit=101 is a 400',
  },
  ...(
    [
      ['algorithm', 'algorithm', 2, 'argon2id (the package’s Argon2id)'],
      ['memory', 'memoryCost', 19_456, 'KiB (19 MiB)'],
      ['iterations', 'timeCost', 2, 'iterations'],
      ['parallelism', 'parallelism', 1, 'degree of parallelism'],
    ] as const
  ).map(([id, name, value, unit]) => ({
    id: `desk-argon2id-${id}`,
    promise: 'argon2id with OWASP’s parameters: 19 MiB, 2 iterations, 1 degree of parallelism',
    source: 'OWASP Password Storage Cheat Sheet; issue 42',
    value,
    unit,
    code: [{ file: 'server/desk/passwords.ts', name: `argon2idOptions.${name}` }],
    pinnedBy: ['tests/server/desk-audit.test.ts'],
    sides: 'every stored hash begins $argon2id$v=19$m=19456,t=2,p=1$ and verifies',
  })),
  {
    id: 'desk-live-retry',
    promise: 'a desk reconnects by itself after its server restarts (the stream’s retry: 2000)',
    source: 'issue 42 design: GET /api/desk/live; docs/machines/desk-live.md',
    value: 2_000,
    unit: 'ms',
    code: [{ file: 'machines/desk-live/desk-live.machine.ts', name: 'retryDelayMs' }],
    pinnedBy: ['machines/desk-live/desk-live.machine.test.ts'],
    sides:
      'a stream closed for good asks nothing 1,999 ms later and asks whether the session lives at 2,000 ms',
  },
]

/** The enquiries' numbers: the inbox, changes and the live feed. */
const enquiryBoundaries: readonly Boundary[] = [
  {
    id: 'desk-inbox-page-default',
    promise: 'The inbox answers 50 enquiries a page unless asked',
    source: 'server/README.md: Desk API',
    value: 50,
    unit: 'enquiries',
    code: [{ file: 'server/desk/inbox-query.ts', name: 'inboxLimits.default' }],
    pinnedBy: ['tests/server/desk-inbox.test.ts'],
    sides: 'a query without limit reads 50 (limit=1 and limit=100 read what they ask)',
  },
  {
    id: 'desk-inbox-page-max',
    promise: 'The inbox answers 100 enquiries a page at most',
    source: 'server/README.md: Desk API',
    value: 100,
    unit: 'enquiries',
    code: [{ file: 'server/desk/inbox-query.ts', name: 'inboxLimits.max' }],
    pinnedBy: ['tests/server/desk-inbox.test.ts'],
    sides: 'limit=100 answers, limit=101 is a 400',
  },
  {
    id: 'desk-note-length',
    promise: 'A note or a reply holds at most 10,000 characters',
    source: 'server/README.md: Desk API',
    value: 10_000,
    unit: 'characters',
    code: [{ file: 'server/desk/enquiry-events.ts', name: 'deskTextLimits.text' }],
    pinnedBy: ['tests/server/desk-enquiry-life.test.ts'],
    sides: 'a note of 10,000 characters is kept, one of 10,001 is a 400',
  },
  {
    id: 'desk-subject-length',
    promise: 'A reply’s subject holds at most 200 characters',
    source: 'server/README.md: Desk API',
    value: 200,
    unit: 'characters',
    code: [{ file: 'server/desk/enquiry-events.ts', name: 'deskTextLimits.subject' }],
    pinnedBy: ['tests/server/desk-enquiry-life.test.ts'],
    sides: 'a subject of 200 characters is sent, one of 201 is a 400',
  },
  {
    id: 'desk-live-poll',
    promise: 'An enquiry sent to any instance appears in every open desk within 2 seconds',
    source: 'issue 42; docs/decisions/0022-desk-live-feed.md',
    value: 1000,
    unit: 'ms',
    code: [{ file: 'server/desk/live-feed.ts', name: 'pollEveryMs' }],
    pinnedBy: ['tests/server/desk-live.test.ts'],
    sides: 'no poll 999 ms after the first, one at 1,000 ms; across two instances within 2 s',
  },
  {
    id: 'desk-live-heartbeat',
    promise: 'The live feed sends a comment every 15 seconds',
    source: 'server/README.md: Desk API',
    value: 15_000,
    unit: 'ms',
    code: [{ file: 'server/desk/live-feed.ts', name: 'heartbeatMs' }],
    pinnedBy: ['tests/server/desk-live.test.ts'],
    sides: 'no comment 15 s minus 1 ms after the stream opened, one at 15 s',
  },
]

export const deskBoundaries: readonly Boundary[] = [...coreBoundaries, ...enquiryBoundaries]

const limit = (what: string) =>
  `a bound on what a person types (${what}): refused or cut beyond it, no document promises it`

export const deskNotPromises: readonly NotAPromise[] = [
  {
    file: 'machines/enquiry-life/enquiry-life.machine.ts',
    name: 'systemActor',
    reason: 'an identity, not a quantity: the site’s own actor, an id no staff row has',
  },
  {
    file: 'server/desk/inbox-query.ts',
    name: 'maxSearchLength',
    reason: limit('a search'),
  },
  {
    file: 'server/desk/inbox-search.ts',
    name: 'trigramLength',
    reason: 'a fact of the trigram index: shorter searches cannot use it (they scan)',
  },
  {
    file: 'server/desk/inbox-search.ts',
    name: 'searchWindow',
    reason: 'tuning, measured (docs/performance.md): newest enquiries scanned before the index',
  },
  {
    file: 'server/desk/inbox-search.ts',
    name: 'scanLimit',
    reason:
      'tuning, measured (docs/performance.md): enquiries one page of a search no index answers reads',
  },
  {
    file: 'server/desk/live-feed.ts',
    name: 'overlapWindowMs',
    reason: 'tuning: how far back a poll reads for late commits and clocks a little behind',
  },
  {
    file: 'server/desk/erasure.ts',
    name: 'retentionChunk',
    reason: 'tuning: enquiries one retention transaction erases at most',
  },
  {
    file: 'server/desk/privacy.routes.ts',
    name: 'exportPage',
    reason: 'tuning: enquiries read per query while the CSV streams',
  },
  {
    file: 'server/desk/live-feed.ts',
    name: 'pollBatch',
    reason: 'tuning: rows one poll reads at most',
  },
  {
    file: 'server/desk/live-feed.ts',
    name: 'sessionCheckMs',
    reason: 'tuning: how soon a stream ends after its session (the next request is refused anyway)',
  },
  {
    file: 'server/desk/audit.routes.ts',
    name: 'defaultLimit',
    reason: 'tuning: entries per page when the desk does not say',
  },
  { file: 'server/desk/passkeys.ts', name: 'nameLength', reason: limit('a passkey’s name') },
  { file: 'server/desk/staff-accounts.ts', name: 'nameLength', reason: limit('a person’s name') },
  {
    file: 'server/desk/session.routes.ts',
    name: 'longestTyped',
    reason: limit('the sign-in form'),
  },
  {
    file: 'server/desk/sessions.ts',
    name: 'userAgentLength',
    reason: limit('the user agent kept'),
  },
]
