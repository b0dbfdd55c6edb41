/**
 * npm run bench:api: the API on the real server process. Stored enquiries per second with
 * p50/p99 at 50 connections (rate limit raised, every request a distinct valid enquiry with its
 * own signed puzzle) and the server's CPU per enquiry; the same again while page beacons arrive
 * at `--beacon-rate` a second (default 4000); weather requests per second and how many provider
 * calls they cost; then `--keys` beacons (default a million), each from a new client address
 * through the trusted proxy, and the server's resident memory during that flood; last, the same
 * enquiries against two instances on PostgreSQL behind Caddy (scripts/bench/api/cluster.ts),
 * with the CPU each process used (`--no-cluster` skips it, `--no-single` runs it alone). Each
 * enquiry run is preceded by
 * `--warmup` seconds (default 3) of the same load, not measured: a cold process spends much of
 * its first seconds compiling its hot code, which a server that has been up a while has done.
 *
 *   --node-flags="--cpu-prof --cpu-prof-dir=.tmp/prof"   Node flags for every server process
 *                                                         (a profile each, written on exit)
 */
import { parseArgs } from 'node:util'
import { benchCluster } from './bench/api/cluster.ts'
import { loadAverage } from './bench/api/processes.ts'
import { clusterRows, formatReport, type Row } from './bench/api/report.ts'
import { benchSingle } from './bench/api/single.ts'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'beacon-rate': { type: 'string', default: '4000' },
    keys: { type: 'string', default: '1000000' },
    single: { type: 'boolean', default: true },
    cluster: { type: 'boolean', default: true },
    'node-flags': { type: 'string', default: '' },
    warmup: { type: 'string', default: '3' },
  },
  allowNegative: true,
})
const duration = Number(values.duration)
const connections = Number(values.connections)
const warmup = Number(values.warmup)
const nodeFlags = values['node-flags'].split(' ').filter(Boolean)
const secret = 'bench-secret-that-is-long-enough-0123456789'

async function main(): Promise<void> {
  const loadBefore = loadAverage()
  const common = { duration, connections, warmup, secret, nodeFlags }
  const single = values.single
    ? await benchSingle({
        ...common,
        beaconRate: Number(values['beacon-rate']),
        keys: Number(values.keys),
      })
    : undefined
  // the same enquiries against two instances on PostgreSQL behind Caddy
  const cluster = values.cluster ? await benchCluster(common) : undefined

  const rows: Row[] = [
    ...(single?.rows ?? []),
    ...(cluster === undefined ? [] : clusterRows(cluster, single?.perSecond)),
  ]
  process.stdout.write(
    formatReport(
      `API benchmark: ${connections} connections, ${duration} s per run after ${warmup} s of the same enquiries unmeasured, Node ${process.version}, load average ${loadBefore} before and ${loadAverage()} after`,
      rows,
    ),
  )
  // requests still in flight when a run ends are stored but not counted by autocannon
  const counts = [
    ...(single?.counts ?? []),
    ...(cluster === undefined ? [] : [{ stored: cluster.stored, answered: cluster.result['2xx'] }]),
  ]
  const mismatched = counts.filter(
    (c) => c.stored < c.answered || c.stored > c.answered + connections,
  )
  if (mismatched.length > 0) {
    process.stderr.write(
      `stored rows do not match 201 answers: ${mismatched.map((c) => `${c.stored} stored, ${c.answered} answered`).join('; ')}\n`,
    )
    process.exitCode = 1
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
