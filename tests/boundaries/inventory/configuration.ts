import type { Boundary } from './types.ts'

/*
 * What an operator gets without setting anything (README and server/README.md: Configuration),
 * the exit of a bad environment, and the ceilings of the stores that hold per-client state.
 */

const config = 'server/config-variables.ts'
const main = 'tests/server/main.test.ts'
const defaults = 'tests/server/defaults.test.ts'

/** A default of the configuration table: read back by main.test.ts, used by a behaviour test. */
const configured = (
  id: string,
  variable: string,
  value: number,
  unit: string,
  promise: string,
  pinnedBy: readonly string[],
  sides: string,
): Boundary => ({
  id,
  promise: `${variable} (default ${value}): ${promise}`,
  source: 'README and server/README.md: Configuration',
  value,
  unit,
  code: [{ file: config, name: `numericVariables.${variable}.default` }],
  pinnedBy: [main, ...pinnedBy],
  sides: `the configuration read from an empty environment holds exactly ${value}; ${sides}`,
})

export const configurationBoundaries: readonly Boundary[] = [
  configured(
    'database-pool-max',
    'DATABASE_POOL_MAX',
    10,
    'connections',
    'PostgreSQL connections per instance at most',
    [],
    'tests/cluster/faults.test.ts holds the pool to its bound',
  ),
  configured(
    'statement-timeout',
    'DATABASE_STATEMENT_TIMEOUT_MS',
    5000,
    'ms',
    'PostgreSQL cancels a statement that runs longer',
    [],
    'tests/cluster/faults.test.ts shows the cancel',
  ),
  configured(
    'mail-lease',
    'MAIL_LEASE_SECONDS',
    60,
    's',
    'how long an instance holds a staff e-mail it is sending',
    [],
    'tests/cluster/instances.test.ts shows a dead instance’s claim taken over',
  ),
  configured(
    'max-connections',
    'MAX_CONNECTIONS',
    1000,
    'connections',
    'open connections at most',
    [],
    'tests/server/connections.test.ts sheds past a ceiling of 20',
  ),
  configured(
    'vitals-retention',
    'VITALS_RETENTION_DAYS',
    35,
    'days',
    'days page-visibility metrics are kept',
    [defaults],
    'with the defaults a metric 35 days old is kept and one 35 days and 1 ms old deleted',
  ),
  configured(
    'enquiry-retention',
    'ENQUIRY_RETENTION_MONTHS',
    24,
    'months',
    'months an enquiry is kept after its life ended',
    ['tests/server/desk-privacy.test.ts'],
    'an enquiry that ended 24 months and 1 ms before is erased, one that ended exactly 24 months before is kept (then erased 1 ms later)',
  ),
  configured(
    'vitals-rate-limit',
    'VITALS_RATE_LIMIT',
    60,
    'beacons',
    'metric beacons accepted per client address per minute',
    [defaults],
    'with the defaults the 60th beacon of a minute is taken and the 61st refused with 429',
  ),
  {
    id: 'port-default',
    promise: 'PORT (default 3000): the port to listen on',
    source: 'DECISIONS: Identity and configuration; README: Configuration',
    value: 3000,
    unit: 'port',
    code: [
      {
        file: 'content/env.ts',
        text: "text('PORT') ?? '3000'",
        mutants: ["text('PORT') ?? '2999'", "text('PORT') ?? '3001'"],
      },
    ],
    pinnedBy: [main],
    sides: 'the configuration read from an empty environment listens on 3000',
  },
  {
    id: 'bad-environment-exit',
    promise: 'A bad environment exits 78 with every bad variable listed',
    source: 'server/README.md: Running',
    value: 78,
    unit: 'exit code',
    code: [
      {
        file: 'server/main.ts',
        text: 'process.exit(78)',
        mutants: ['process.exit(77)', 'process.exit(79)'],
      },
    ],
    pinnedBy: [main],
    sides: 'the process started on a bad environment exits with 78 exactly',
  },
  {
    id: 'limiter-keys',
    promise: 'Every per-client store has a ceiling: 50 000 keys per limiter',
    source: 'server/README.md: HTTP behaviour (client addresses), Page-visibility metrics',
    value: 50_000,
    unit: 'clients',
    code: [{ file: 'server/enquiries/rate-limit.ts', name: 'maxClientKeys' }],
    pinnedBy: ['tests/server/client-limits.test.ts'],
    sides: 'a limiter holds 50 000 clients, and no more after the 50 001st',
    step: {
      by: 2,
      why: 'a bounded map keeps two generations of half its ceiling (rounded down), so a ceiling one higher and odd holds exactly as much',
    },
  },
  {
    id: 'burnt-tokens',
    promise: 'Every per-client store has a ceiling: 100 000 burnt puzzle tokens',
    source: 'server/README.md: HTTP behaviour (client addresses)',
    value: 100_000,
    unit: 'tokens',
    code: [{ file: 'server/enquiries/burnt-tokens.ts', name: 'maxBurntTokens' }],
    pinnedBy: ['tests/server/client-limits.test.ts'],
    sides: 'it holds 100 000 tokens, and no more after the 100 001st',
    step: {
      by: 2,
      why: 'a bounded map keeps two generations of half its ceiling (rounded down), so a ceiling one higher and odd holds exactly as much',
    },
  },
  {
    id: 'storage-free-space',
    promise: 'Enquiries are refused (503) unless more than 1 MiB is free on the database’s disk',
    source: 'server/README.md: HTTP behaviour (the database file is watched)',
    value: 1024 * 1024,
    unit: 'bytes',
    code: [{ file: 'server/db/database-health.ts', name: 'minFreeBytes' }],
    pinnedBy: ['tests/server/storage.test.ts'],
    sides: '1 MiB and 1 byte free is healthy, exactly 1 MiB is "the disk is full"',
  },
  {
    id: 'storage-probe-interval',
    promise: 'The database’s state is checked every second, and a failed one probed',
    source: 'server/README.md: HTTP behaviour (the database file is watched; PostgreSQL faults)',
    value: 1000,
    unit: 'ms',
    code: [{ file: 'server/upkeep.ts', name: 'probeIntervalMs' }],
    pinnedBy: ['tests/server/upkeep.test.ts'],
    sides: 'after a failed write no probe at 999 ms, the probe at 1000 ms',
  },
]
