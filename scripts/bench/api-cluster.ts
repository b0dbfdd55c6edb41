import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort, startServerProcess } from '../../tests/server/server-process.ts'
import { startCaddy } from '../cluster/caddy-server.ts'
import { startPostgres } from '../cluster/postgres-server.ts'

interface CannonResult {
  duration: number
  '2xx': number
  non2xx: number
  errors: number
  latency: { p50: number; p99: number; max: number }
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string
  connections: number
  duration: number
  requests: {
    method: string
    path: string
    headers: Record<string, string>
    setupRequest: (r: object) => object
  }[]
}) => Promise<CannonResult>

/** What one run of enquiries against the cluster gave. */
export interface ClusterFigures {
  stored: number
  result: CannonResult
}

/**
 * The same enquiry load as the single instance's, against two server instances on one
 * PostgreSQL (a throw-away server, fsync on) behind Caddy (deploy/Caddyfile, TLS from its local
 * authority, HTTPS/1.1 from autocannon): stored enquiries per second and the latency each client
 * saw. Everything started here is stopped and removed at the end.
 */
export async function benchCluster(options: {
  duration: number
  connections: number
  secret: string
  body: (n: number) => string
}): Promise<ClusterFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'trillium-bench-cluster-'))
  const database = startPostgres(join(dir, 'pg'), await freePort())
  const instances = []
  try {
    const env = {
      DATABASE_URL: database.url,
      DIST_DIR: join(dir, 'no-build'),
      ENQUIRY_SECRET: options.secret,
      ENQUIRY_RATE_LIMIT: '1000000',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'info',
    }
    instances.push(await startServerProcess(env), await startServerProcess(env))
    const caddy = await startCaddy({
      dir: join(dir, 'caddy'),
      upstreams: instances.map((i) => i.origin.replace('http://', '')),
      httpsPort: await freePort(),
      httpPort: await freePort(),
    })
    try {
      // the bench trusts Caddy's local authority for its own connections only
      process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
      let n = 0
      const result = await autocannon({
        url: caddy.origin,
        connections: options.connections,
        duration: options.duration,
        requests: [
          {
            method: 'POST',
            path: '/api/enquiry',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({ ...request, body: options.body(++n) }),
          },
        ],
      })
      const client = new pg.Client(database.url)
      await client.connect()
      const stored = Number(
        (await client.query<{ n: string }>('SELECT count(*) AS n FROM enquiries')).rows[0]?.n,
      )
      await client.end()
      return { stored, result }
    } finally {
      delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
      await caddy.stop()
    }
  } finally {
    for (const instance of instances) instance.child.kill('SIGTERM')
    await Promise.all(instances.map((instance) => instance.exited))
    database.remove()
    rmSync(dir, { recursive: true, force: true })
  }
}
