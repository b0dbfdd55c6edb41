/**
 * `npm run cluster`: the several-instance topology on this machine, for trying it out: a
 * throw-away PostgreSQL server (Debian's `postgresql`), the schema migrated once, two instances of
 * the server on it, Caddy in front with TLS (its own local authority) and HTTP/2; prints the https
 * address and stops everything on Ctrl-C or SIGTERM, removing the database (also when a step fails,
 * after one line saying what could not be done). PostgreSQL keeps its data in a fresh folder under
 * the system's temporary folder that the postgres user can reach (see startPostgres), never in
 * the checkout, so any checkout works, a private one (/root/…) too; Caddy keeps its local
 * authority in .tmp/cluster/caddy between runs. Nothing is downloaded: a missing package is named
 * with the command that installs it. Builds the site first if there is no build.
 * Ports: CLUSTER_PORT (https, default 8443), the instances on the two ports after it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { startCaddy, type CaddyServer } from './cluster/caddy-server.ts'
import { startPostgres, type PostgresServer } from './cluster/postgres-server.ts'
import { caddyPackage, postgresPackage } from './cluster/system-packages.ts'

const root = resolve(import.meta.dirname, '..')
const httpsPort = Number(process.env.CLUSTER_PORT ?? 8443)
const instancePorts = [httpsPort + 1, httpsPort + 2]
const work = join(root, '.tmp', 'cluster')

const missing = [postgresPackage, caddyPackage].filter((pkg) => pkg.find() === undefined)
if (missing.length > 0) {
  for (const pkg of missing)
    process.stderr.write(`${pkg.name} is not installed: run \`${pkg.install}\` (as root).\n`)
  process.exit(1)
}
if (!existsSync(join(root, 'dist/client/index.html'))) {
  process.stderr.write('No build yet: building the site first (npm run build)...\n')
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0)
    process.exit(1)
}

const instances: ChildProcess[] = []
/** PostgreSQL and Caddy once started (stop() may run before either). */
const started: { database?: PostgresServer; caddy?: CaddyServer } = {}
let stopping: Promise<never> | undefined
/** Stops whatever runs (instances, then Caddy, then PostgreSQL, whose folder goes), once. */
function stop(code: number): Promise<never> {
  stopping ??= (async () => {
    for (const child of instances) child.kill('SIGTERM')
    await Promise.all(
      instances.map((child) =>
        child.exitCode === null && child.signalCode === null
          ? new Promise((done) => child.once('exit', done))
          : Promise.resolve(),
      ),
    )
    try {
      await started.caddy?.stop()
    } finally {
      // PostgreSQL and its folder go whatever happened to Caddy
      started.database?.remove()
      process.exit(code)
    }
  })()
  return stopping
}
/** Says in one line what could not be done (unless already stopping), then stops. */
function fail(error: unknown): Promise<never> {
  if (stopping === undefined)
    process.stderr.write(`cluster: ${error instanceof Error ? error.message : String(error)}\n`)
  return stop(1)
}
/**
 * A start-up step: its result, or, when it throws, `fail`; once stopping has begun (Ctrl-C
 * during the step), nothing more starts.
 */
async function step<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    const result = await run()
    return stopping ?? result
  } catch (error) {
    return fail(error)
  }
}
// from here on Ctrl-C (and SIGTERM) stop what has started, whatever the step
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))

const postgres = await step(() => startPostgres(httpsPort + 3, 'cluster'))
started.database = postgres
const migrated = await step(
  () =>
    new Promise<number | null>((done) =>
      spawn(process.execPath, ['--import', 'tsx', 'scripts/db-migrate.ts'], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: postgres.url },
        stdio: 'inherit',
      }).once('exit', (code) => done(code)),
    ),
)
if (migrated !== 0) await fail(new Error('the schema could not be migrated (see above)'))

const origin = `https://localhost:${httpsPort}`
for (const [i, port] of instancePorts.entries()) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      SITE_URL: origin,
      TRUST_PROXY: '127.0.0.1',
      ENQUIRY_SECRET: 'cluster-secret-for-this-machine-only-0123456789',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  child.once('exit', (code) => {
    if (stopping === undefined) void fail(new Error(`instance ${i + 1} exited (${code})`))
  })
  instances.push(child)
}
// Caddy starts once both instances are ready, so the address printed below serves at once
await step(instancesReady)
started.caddy = await step(() =>
  startCaddy({
    dir: join(work, 'caddy'),
    upstreams: instancePorts.map((port) => `127.0.0.1:${port}`),
    httpsPort,
    httpPort: httpsPort + 4,
  }).catch((error: unknown) => {
    // Caddy's own words: its output's `Error:` line, else the first line
    const message = error instanceof Error ? error.message : String(error)
    const why = /^Error: (.*)$/m.exec(message)?.[1] ?? message.split('\n')[0]
    throw new Error(`Caddy did not start on port ${httpsPort}: ${why}`)
  }),
)
process.stdout.write(
  [
    '',
    `Trillium cluster: ${origin}`,
    `  PostgreSQL ${postgres.url}, its data in ${postgres.dir} (removed on exit)`,
    `  instances  ${instancePorts.map((port) => `http://127.0.0.1:${port}`).join(', ')}`,
    '  Caddy      TLS from its own local authority (your browser will ask to accept it), HTTP/2',
    'Ctrl-C stops everything.',
    '',
  ].join('\n'),
)

/** Waits until every instance answers /readyz with 200 (listening, its database reached). */
async function instancesReady(): Promise<void> {
  const deadline = Date.now() + 60_000
  for (const [i, port] of instancePorts.entries()) {
    for (;;) {
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/readyz`)
        await answer.body?.cancel()
        if (answer.status === 200) break
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline)
        throw new Error(`instance ${i + 1} (port ${port}) was not ready within 60 s`)
      await new Promise((done) => setTimeout(done, 200))
    }
  }
}
