import type { Boundary } from './types.ts'

/*
 * The server's services (server/README.md): the weather (DECISIONS: Weather), the staff e-mail's
 * retries and the page-visibility metrics.
 */

const weather = (id: string, name: string, value: number, promise: string, test: string) => ({
  id,
  promise,
  source: 'DECISIONS: Weather; server/README.md: Weather API',
  value,
  unit: 'ms',
  code: [{ file: 'server/weather/weather.service.ts', name: `weatherTimings.${name}` }],
  pinnedBy: [test],
  sides: '',
})

const mail = (id: string, name: string, value: number, unit: string, promise: string) => ({
  id,
  promise,
  source: 'server/README.md: Staff e-mail',
  value,
  unit,
  code: [{ file: 'server/mail/outbox.ts', name: `retries.${name}` }],
  pinnedBy: ['tests/server/outbox-schedule.test.ts'],
  sides:
    'with the defaults and the mail server refusing: retried 30 s, 60 s, 2, 4, 8, 16 and 32 min after each failure (not a millisecond sooner), then every hour, and marked failed at the 12th attempt, not the 11th',
})

export const serviceBoundaries: readonly Boundary[] = [
  {
    id: 'vitals-rate-window',
    promise: 'VITALS_RATE_LIMIT counts beacons per client address per minute',
    source: 'server/README.md: Configuration, Page-visibility metrics',
    value: 60_000,
    unit: 'ms',
    code: [{ file: 'server/app.ts', name: 'beaconRateWindowMs' }],
    pinnedBy: ['tests/server/vitals.test.ts'],
    sides:
      'a client over its limit is refused (Retry-After 60) until 59 999 ms, taken again at 60 000 ms',
  },
  {
    ...weather(
      'weather-refresh',
      'refreshMs',
      10 * 60 * 1000,
      'The provider is asked at most once per ten minutes whatever the number of visitors',
      'tests/server/weather.test.ts',
    ),
    sides:
      'one provider call until 10 min minus 1 ms after a good reading, a second at 10 min; a failed call is retried every ten minutes at the most',
  },
  {
    ...weather(
      'weather-timeout',
      'timeoutMs',
      4000,
      'A provider call is abandoned after 4 s',
      'tests/server/weather-timings.test.ts',
    ),
    sides: 'a call still running at 3999 ms is not abandoned, at 4000 ms it is (its signal aborts)',
  },
  {
    ...weather(
      'weather-retry',
      'retryBaseMs',
      30 * 1000,
      'A failure is retried after 30 s, then 1, 2, 4 and 8 minutes, then every ten',
      'tests/server/weather.test.ts',
    ),
    sides: 'no new call at 29 999 ms after a failure, one at 30 000 ms; then 60 s',
  },
  {
    ...weather(
      'weather-max-age',
      'maxAgeMs',
      3 * 60 * 60 * 1000,
      'A reading obtained more than three hours ago is no longer presented as current',
      'tests/server/weather.test.ts',
    ),
    sides: 'a reading exactly 3 h old is answered, one 3 h and 1 ms old gets 503',
  },
  {
    ...weather(
      'weather-first-wait',
      'firstWaitMs',
      1500,
      'With no reading yet, a caller waits at most 1.5 s for the call in flight',
      'tests/server/weather-timings.test.ts',
    ),
    sides: 'a caller with no reading is still waiting at 1499 ms and answered (none) at 1500 ms',
  },
  {
    id: 'weather-cache-control',
    promise: 'GET /api/weather answers with Cache-Control: public, max-age=60',
    source: 'server/README.md: Weather API',
    value: 60,
    unit: 's',
    code: [{ file: 'server/weather/weather.routes.ts', name: 'readingMaxAgeSeconds' }],
    pinnedBy: ['tests/server/weather.test.ts'],
    sides: 'the header is exactly "public, max-age=60"',
  },
  mail(
    'mail-first-retry',
    'baseDelayMs',
    30_000,
    'ms',
    'A failed staff e-mail is retried with exponential backoff: 30 s, doubling',
  ),
  mail(
    'mail-longest-wait',
    'maxDelayMs',
    60 * 60 * 1000,
    'ms',
    'At most one hour between attempts',
  ),
  mail(
    'mail-attempts',
    'maxAttempts',
    12,
    'attempts',
    'A staff e-mail is marked failed after 12 attempts',
  ),
  {
    id: 'vitals-beacon-size',
    promise: 'A metrics beacon over 4 KiB answers 413',
    source: 'server/README.md: Page-visibility metrics',
    value: 4 * 1024,
    unit: 'bytes',
    code: [{ file: 'server/vitals/vitals.routes.ts', name: 'beaconLimitBytes' }],
    pinnedBy: ['tests/server/vitals.test.ts'],
    sides: 'a body of 4096 bytes is read (400, not a beacon), one of 4097 bytes is 413',
  },
  {
    id: 'vitals-route-length',
    promise: 'A beacon names a plain path of at most 200 characters',
    source: 'server/README.md: Page-visibility metrics',
    value: 200,
    unit: 'characters',
    code: [{ file: 'content/vitals.schema.ts', name: 'maxRouteLength' }],
    pinnedBy: ['tests/server/vitals.test.ts'],
    sides: 'a route of 200 characters is stored (as "(other)"), one of 201 refused with 400',
  },
  {
    id: 'vitals-held-rows',
    promise: 'Metric rows are held in memory, 20 000 at most',
    source: 'server/README.md: Page-visibility metrics',
    value: 20_000,
    unit: 'rows',
    code: [{ file: 'server/vitals/vitals-recorder.ts', name: 'recorderDefaults.maxPending' }],
    pinnedBy: ['tests/server/vitals-recorder.test.ts'],
    sides: 'the 20 000th row is held, the 20 001st refused',
  },
  {
    id: 'vitals-write-interval',
    promise: 'Held metric rows are written once a second, in one transaction',
    source: 'server/README.md: Page-visibility metrics',
    value: 1000,
    unit: 'ms',
    code: [{ file: 'server/vitals/vitals-recorder.ts', name: 'recorderDefaults.flushMs' }],
    pinnedBy: ['tests/server/vitals-recorder.test.ts'],
    sides: 'nothing written at 999 ms after the first row, everything at 1000 ms',
  },
  {
    id: 'vitals-purge-chunk',
    promise: 'Old metric rows are deleted 10 000 at a time',
    source: 'server/README.md: Page-visibility metrics',
    value: 10_000,
    unit: 'rows',
    code: [{ file: 'server/vitals/vitals.repository.ts', name: 'purgeChunkRows' }],
    pinnedBy: ['tests/server/vitals.test.ts'],
    sides: 'of 10 001 old rows one purge statement deletes 10 000, the next the last one',
  },
  {
    id: 'vitals-purge-interval',
    promise: 'What has expired is forgotten, and old metrics deleted, at start and every hour',
    source: 'server/README.md: Page-visibility metrics',
    value: 60 * 60 * 1000,
    unit: 'ms',
    code: [{ file: 'server/upkeep.ts', name: 'purgeIntervalMs' }],
    pinnedBy: ['tests/server/upkeep.test.ts'],
    sides: 'one purge at start, none more at 1 h minus 1 ms, the second at 1 h',
  },
]
