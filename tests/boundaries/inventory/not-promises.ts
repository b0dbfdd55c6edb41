import { countNotPromises } from './count.ts'
import { deskNotPromises } from './desk.ts'
import { siteReportNotPromises } from './site-report.ts'
import type { NotAPromise } from './types.ts'

/*
 * Numbers the code names that neither the specification, DECISIONS.md nor the docs promise: units,
 * formats, tuning, drawing sizes and places. Each says why. A name covers every number inside it
 * (`aboutMedia` covers `aboutMedia['about.hero'].width`).
 */

const unit = 'a unit conversion (a day or an hour in milliseconds), not a limit'
const artwork =
  'the intrinsic width, height (and brochure page place) of a generated picture: a drawing’s size, checked against its pictures by the media tests'
const photoPipeline =
  'the photo pipeline’s sizes and layout slots, chosen for performance (README: Photographs) and checked by the photo tests; no visitor is promised a width'
const place = 'a place on the map (latitude, longitude): a location, not a limit'
const range =
  'the range an operator may set, not stated in the docs: a value outside it stops the start with a message naming the variable and the range (main.test.ts)'
const tokenFormat =
  'the sealed puzzle token’s byte layout (AES-256-GCM): a format, not a promise; a change makes every token unreadable, which the puzzle tests catch'
const tuning = (what: string) => `tuning: ${what}; no document promises the figure`

const media = ['about', 'blog', 'brochures', 'dining', 'events', 'experiences', 'home', 'landing']
  .concat(['offers', 'packages', 'spa', 'suites'])
  .map((area) => ({ file: `content/media/${area}.ts`, name: `${area}Media`, reason: artwork }))

const variables = [
  'DATABASE_POOL_MAX',
  'DATABASE_STATEMENT_TIMEOUT_MS',
  'MAIL_LEASE_SECONDS',
  'ENQUIRY_RATE_LIMIT',
  'ENQUIRY_RATE_WINDOW_SECONDS',
  'MAX_CONNECTIONS',
  'VITALS_RETENTION_DAYS',
  'ENQUIRY_RETENTION_MONTHS',
  'VITALS_RATE_LIMIT',
].flatMap((variable) =>
  ['min', 'max'].map((end) => ({
    file: 'server/config-variables.ts',
    name: `numericVariables.${variable}.${end}`,
    reason: range,
  })),
)

export const notPromises: readonly NotAPromise[] = [
  { file: 'content/calendar.ts', name: 'dayMs', reason: unit },
  { file: 'server/app.ts', name: 'dayMs', reason: unit },
  ...deskNotPromises,
  ...siteReportNotPromises,
  ...countNotPromises,
  { file: 'server/db/migrations/004-shared-state.ts', name: 'dayMs', reason: unit },
  { file: 'server/vitals/vitals.routes.ts', name: 'hourMs', reason: unit },
  ...media,
  { file: 'content/media/slots.ts', name: 'slotTable', reason: photoPipeline },
  { file: 'content/media/slots.ts', name: 'widthLadder', reason: photoPipeline },
  { file: 'content/media/photo-variants.ts', name: 'ogSize', reason: photoPipeline },
  {
    file: 'content/media/photo-variants.ts',
    name: 'pipelineVersion',
    reason: 'the photo cache’s format version: raised when the pipeline’s output changes',
  },
  { file: 'content/pages/getting-here.ts', name: 'gettingHere', reason: place },
  { file: 'content/site.ts', name: 'site.coordinates', reason: place },
  {
    file: 'content/site.ts',
    name: 'site.foundingYear',
    reason:
      'the placeholder resort’s founding year for its structured data; the specification gives none',
  },
  {
    file: 'content/documents.ts',
    name: 'documentIndex.tariff.pageCount',
    reason:
      'the tariff’s own page count (the specification gives none); brochures.test.ts checks that it matches its pages',
  },
  {
    file: 'content/vitals.schema.ts',
    name: 'maxValue',
    reason:
      'a plausibility bound on a metric’s value (a minute for timings, 100 for CLS): past it a beacon is not one (400); no document states it',
  },
  {
    file: 'machines/inspect.ts',
    name: 'earlyLimit',
    reason: 'the development inspector’s buffer; never part of a production build',
  },
  {
    file: 'server/daily-run.ts',
    name: 'claimKeptMs',
    reason: tuning(
      'how long a day’s claim row stays before the hourly purge forgets it; any time past the day it names will do',
    ),
  },
  {
    file: 'machines/enquiry-life/enquiry-life.machine.ts',
    name: 'systemActor',
    reason:
      'the id the site itself signs its events with (0, which no staff row can take): an identifier, not a limit',
  },
  {
    file: 'machines/weather/weather.fetch.ts',
    name: 'readingTimeoutMs',
    reason:
      'how long the card waits for the site’s own server (which answers within its provider’s 4 s and a caller’s 1.5 s): a safety net, not a figure any document gives',
  },
  {
    file: 'machines/weather/weather.machine.ts',
    name: 'maxCountedFailures',
    reason:
      'where the failure count stops: the wait reaches its 60 s ceiling at the fifth failed reload, so a higher count changes nothing a visitor sees (a lower one shortens the longest wait, which the card’s table catches)',
  },
  ...variables,
  {
    file: 'server/connections.ts',
    name: 'minCeiling',
    reason:
      'the fewest connections kept whatever the open-file limit says: a guard, not documented',
  },
  {
    file: 'server/db/database.ts',
    name: 'unnamedPool',
    reason:
      'the pool of a process that names none (the migration command, the benchmark) and of the read-only staff tools; the server always passes its configuration’s',
  },
  {
    file: 'server/db/database.ts',
    name: 'sqliteOpenAttempts',
    reason: tuning('tries at opening a SQLite file that answers “database is locked” at once'),
  },
  { file: 'server/db/postgres.ts', name: 'int8Oid', reason: 'PostgreSQL’s type id of bigint' },
  {
    file: 'server/db/prepared-pool.ts',
    name: 'maxNames',
    reason: tuning('PostgreSQL statements kept prepared per connection'),
  },
  {
    file: 'server/db/sqlite.ts',
    name: 'statementCacheSize',
    reason: tuning('SQLite statements kept compiled'),
  },
  { file: 'server/enquiries/challenge.ts', name: 'version', reason: tokenFormat },
  { file: 'server/enquiries/challenge.ts', name: 'plainLength', reason: tokenFormat },
  { file: 'server/enquiries/challenge.ts', name: 'ivLength', reason: tokenFormat },
  { file: 'server/enquiries/challenge.ts', name: 'tagLength', reason: tokenFormat },
  {
    file: 'server/enquiries/enquiry-writer.ts',
    name: 'maxBatchEnquiries',
    reason: tuning('enquiries per group commit'),
  },
  {
    file: 'server/enquiries/enquiry.routes.ts',
    name: 'unavailable.status',
    reason: 'an HTTP status (503), not a limit',
  },
  {
    file: 'server/body-parsing.ts',
    name: '?? error.statusCode',
    reason: 'an HTTP status (500) for an error that carries none, not a limit',
  },
  {
    file: 'server/mail/outbox.ts',
    name: 'maxPollMs',
    reason: tuning('how often due retries are looked for when nothing kicks the worker'),
  },
  {
    file: 'server/shutdown.ts',
    name: 'idleSweepMs',
    reason: tuning(
      'how often keep-alive connections that just became idle are closed while stopping',
    ),
  },
  {
    file: 'server/static/file-bodies.ts',
    name: 'memoryCacheLimit',
    reason: tuning('compressed text kept in memory'),
  },
  {
    file: 'server/static/file-sender.ts',
    name: 'memoryFileLimit',
    reason: tuning('the largest file read into memory whole'),
  },
  {
    file: 'server/static/file-sender.ts',
    name: 'minCompressSize',
    reason: tuning('the smallest text worth compressing'),
  },
  {
    file: 'server/static/ready-pages.ts',
    name: 'defaults.pages',
    reason: tuning('how many different pages are kept made ahead'),
  },
  {
    file: 'server/vitals/vitals.repository.ts',
    name: 'rowsPerStatement',
    reason: tuning('rows per INSERT'),
  },
]
