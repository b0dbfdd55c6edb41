import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort } from '../../../tests/server/server-process.ts'
import { startCaddy } from '../../cluster/caddy-server.ts'
import { startPostgres } from '../../cluster/postgres-server.ts'
import type { CannonResult } from './cannon.ts'
import { enquiryLoad } from './load.ts'
import { cpuMs, machineCpuMs, treeCpuMs } from './processes.ts'
import { startBenchServer, type BenchServer } from './server.ts'

/** CPU seconds each part of the topology used during the measured run. */
export interface ClusterCpu {
  instances: number[]
  postgres: number
  caddy: number
  /** This process: autocannon (TLS included) and the enquiries it makes. */
  loadGenerator: number
  /** The whole machine, busy: the parts above, the kernel's own work and anything else. */
  machineBusy: number
  /** The machine's CPU seconds in all (cores × seconds). */
  machineTotal: number
}

/** What one run of enquiries against the cluster gave. */
export interface ClusterFigures {
  stored: number
  result: CannonResult
  cpu: ClusterCpu
  /** Enquiries sent, answered or in flight at the end (the CPU per enquiry divides by it). */
  sent: number
}

/**
 * The same enquiry load as the single instance's, against two server instances on one
 * PostgreSQL (a throw-away server, fsync and synchronous commits on) behind Caddy
 * (deploy/Caddyfile, TLS from its local authority, HTTPS/1.1 from autocannon): stored enquiries
 * per second, the latency each client saw, and the CPU each process used meanwhile. Everything
 * started here is stopped and removed at the end.
 */
export async function benchCluster(options: {
  duration: number
  connections: number
  secret: string
  /** Node flags for both instances (see startBenchServer). */
  nodeFlags: readonly string[]
  /** Seconds of the same load before the measured run, not measured. */
  warmup: number
}): Promise<ClusterFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'trillium-bench-cluster-'))
  const database = startPostgres(await freePort(), 'bench')
  const instances: BenchServer[] = []
  try {
    const env = {
      DATABASE_URL: database.url,
      DIST_DIR: join(dir, 'no-build'),
      ENQUIRY_SECRET: options.secret,
      ENQUIRY_RATE_LIMIT: '1000000',
      TRUST_PROXY: '127.0.0.1',
    }
    // one after the other: the first runs the migrations, the second finds them done
    instances.push(await startBenchServer(env, options.nodeFlags))
    instances.push(await startBenchServer(env, options.nodeFlags))
    const caddy = await startCaddy({
      dir: join(dir, 'caddy'),
      upstreams: instances.map((i) => i.origin.replace('http://', '')),
      httpsPort: await freePort(),
      httpPort: await freePort(),
    })
    try {
      // the bench trusts Caddy's local authority for its own connections only
      process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
      const load = { url: caddy.origin, connections: options.connections, secret: options.secret }
      if (options.warmup > 0)
        await enquiryLoad({ ...load, duration: options.warmup, first: 0, warmup: true }).run()
      const measured = enquiryLoad({ ...load, duration: options.duration, first: 1e9 })
      const postmaster = database.pid()
      const caddyPid = caddy.child.pid ?? 0
      const sample = () => ({
        instances: instances.map((i) => cpuMs(i.pid)),
        postgres: treeCpuMs(postmaster),
        caddy: cpuMs(caddyPid),
        self: process.cpuUsage(),
        machine: machineCpuMs(),
      })
      const before = sample()
      const result = await measured.run()
      const after = sample()
      const seconds = (ms: number) => ms / 1000
      const self = process.cpuUsage(before.self)
      const cpu: ClusterCpu = {
        instances: after.instances.map((ms, i) => seconds(ms - (before.instances[i] ?? 0))),
        postgres: seconds(after.postgres - before.postgres),
        caddy: seconds(after.caddy - before.caddy),
        loadGenerator: (self.user + self.system) / 1e6,
        machineBusy: seconds(after.machine.busy - before.machine.busy),
        machineTotal: seconds(after.machine.total - before.machine.total),
      }
      const client = new pg.Client(database.url)
      await client.connect()
      const stored = Number(
        (
          await client.query<{ n: string }>(
            "SELECT count(*) AS n FROM enquiries WHERE email NOT LIKE 'warmup%'",
          )
        ).rows[0]?.n,
      )
      await client.end()
      return { stored, result, cpu, sent: measured.sent() }
    } finally {
      delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
      await caddy.stop()
    }
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()))
    database.remove()
    rmSync(dir, { recursive: true, force: true })
  }
}
