import type { Boundary } from './types.ts'

/*
 * The HTTP behaviour of server/README.md: the clocks for slow and idle clients, the connection
 * ceiling, the graceful shutdown, caching, and the pages with the enquiry form made ahead.
 */

const main = 'tests/server/main.test.ts'

const timeout = (id: string, name: string, value: number, promise: string, sides: string) => ({
  id,
  promise,
  source: 'server/README.md: HTTP behaviour (slow and idle clients)',
  value,
  unit: 'ms',
  code: [{ file: 'server/connections.ts', name: `httpTimeouts.${name}` }],
  pinnedBy: ['tests/server/connections.test.ts'],
  sides,
})

export const httpBoundaries: readonly Boundary[] = [
  timeout(
    'http-headers-timeout',
    'headersMs',
    5000,
    'The header block must arrive within 5 s',
    'the server’s headersTimeout is 5000 ms; a client trickling headers is cut after 5 s at the earliest and within 10 s',
  ),
  timeout(
    'http-request-timeout',
    'requestMs',
    15_000,
    'A whole request must arrive within 15 s',
    'the server’s requestTimeout is 15 000 ms; a body that never ends is cut after 15 s at the earliest and within 18 s',
  ),
  timeout(
    'http-keep-alive-timeout',
    'keepAliveMs',
    5000,
    'An idle keep-alive connection is closed after 5 s',
    'the server’s keepAliveTimeout is 5000 ms; an idle connection is closed after 5 s at the earliest and within 8 s',
  ),
  timeout(
    'http-idle-socket-timeout',
    'idleSocketMs',
    30_000,
    'A socket on which nothing moves is closed after 30 s',
    'the server’s socket timeout is 30 000 ms',
  ),
  timeout(
    'http-check-interval',
    'checkIntervalMs',
    1000,
    'The header and request clocks are checked every second',
    'the server checks its connections every 1000 ms',
  ),
  {
    id: 'reserved-file-descriptors',
    promise: 'MAX_CONNECTIONS is always kept 64 below the process’s open-file limit',
    source: 'README and server/README.md: Configuration, HTTP behaviour',
    value: 64,
    unit: 'file descriptors',
    code: [{ file: 'server/connections.ts', name: 'reservedFds' }],
    pinnedBy: ['tests/server/connections.test.ts'],
    sides:
      'with 1000 connections asked, a limit of 1064 open files keeps 1000 and one of 1063 gives 999',
  },
  {
    id: 'shutdown-drain',
    promise: 'On SIGTERM, requests in flight may finish for up to 3 s, then what is left is cut',
    source: 'server/README.md: Running',
    value: 3000,
    unit: 'ms',
    code: [{ file: 'server/shutdown.ts', name: 'drainMs' }],
    pinnedBy: ['tests/server/shutdown.test.ts'],
    sides: 'no connection is cut at 2999 ms, all are at 3000 ms',
  },
  {
    id: 'shutdown-within',
    promise: 'The shutdown ends within 5 s (the process exits by 4.7 s whatever happens)',
    source: 'server/README.md: Running',
    value: 4700,
    unit: 'ms',
    code: [{ file: 'server/shutdown.ts', name: 'hardStopMs' }],
    pinnedBy: ['tests/server/shutdown.test.ts', main],
    sides:
      'an app that never closes has not been made to exit at 4699 ms, exits 1 at 4700 ms; the real process exits 0 within 5 s',
  },
  {
    id: 'cache-hashed-files',
    promise: 'Hashed assets are cached for a year: public, max-age=31536000, immutable',
    source: 'README: Server; server/README.md: Caching',
    value: 31_536_000,
    unit: 's',
    code: [{ file: 'server/static/site-files.ts', name: 'immutableMaxAgeSeconds' }],
    pinnedBy: ['tests/server/static.test.ts'],
    sides: 'the header is exactly that for /assets/ and /media/img/',
  },
  {
    id: 'cache-other-media',
    promise: 'Other media: public, max-age=3600',
    source: 'server/README.md: Caching',
    value: 3600,
    unit: 's',
    code: [{ file: 'server/static/site-files.ts', name: 'mediaMaxAgeSeconds' }],
    pinnedBy: ['tests/server/static.test.ts'],
    sides: 'the header is exactly that for the artwork',
  },
  {
    id: 'ready-pages-per-page',
    promise: 'Pages with the enquiry form are made ahead, two per page',
    source: 'README: Performance (pages made ahead)',
    value: 2,
    unit: 'pages',
    code: [{ file: 'server/static/ready-pages.ts', name: 'defaults.perPage' }],
    pinnedBy: ['tests/server/ready-pages.test.ts'],
    sides: 'with the defaults, two pages are handed out made ahead and the third is not',
  },
  {
    id: 'ready-pages-freshness',
    promise: 'A page made ahead is handed out within ten minutes of being made',
    source: 'README: Performance (pages made ahead)',
    value: 10 * 60 * 1000,
    unit: 'ms',
    code: [{ file: 'server/static/ready-pages.ts', name: 'defaults.freshForMs' }],
    pinnedBy: ['tests/server/ready-pages.test.ts'],
    sides: 'with the defaults, a page 10 min old is handed out, one 10 min and 1 ms old is not',
  },
  {
    id: 'ready-pages-quiet',
    promise: 'Pages are made ahead once the server has gone a second without a request',
    source: 'README: Performance (pages made ahead)',
    value: 1000,
    unit: 'ms',
    code: [{ file: 'server/static/ready-pages.ts', name: 'defaults.quietMs' }],
    pinnedBy: ['tests/server/ready-pages.test.ts'],
    sides: 'with the defaults, nothing is made 999 ms after a request, the pages at 1000 ms',
  },
]
