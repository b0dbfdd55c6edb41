/**
 * `npm run cluster`: the several-instance topology on this machine, for trying it out: a
 * throw-away PostgreSQL server (Debian's `postgresql`), the schema migrated once, two instances of
 * the server on it, Caddy in front with TLS (its own local authority) and HTTP/2; prints the https
 * address and stops everything on Ctrl-C, removing the database. Nothing is downloaded: a missing
 * package is named with the command that installs it. Builds the site first if there is no build.
 * Ports: CLUSTER_PORT (https, default 8443), the instances on the two ports after it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { startCaddy, type CaddyServer } from './cluster/caddy-server.ts'
import { startPostgres } from './cluster/postgres-server.ts'
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

const database = startPostgres(join(work, 'postgres'), httpsPort + 3)
const migrate = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-migrate.ts'], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: database.url },
  stdio: 'inherit',
})
const instances: ChildProcess[] = []
let stopping = false
/** Caddy once started (stop() may run before). */
const proxy: { caddy?: CaddyServer } = {}
async function stop(code: number): Promise<never> {
  stopping = true
  for (const child of instances) child.kill('SIGTERM')
  await Promise.all(
    instances.map((child) =>
      child.exitCode === null ? new Promise((done) => child.once('exit', done)) : Promise.resolve(),
    ),
  )
  await proxy.caddy?.stop()
  database.remove()
  process.exit(code)
}
if (migrate.status !== 0) await stop(1)

const origin = `https://localhost:${httpsPort}`
for (const [i, port] of instancePorts.entries()) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      SITE_URL: origin,
      TRUST_PROXY: '127.0.0.1',
      ENQUIRY_SECRET: 'cluster-secret-for-this-machine-only-0123456789',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  child.once('exit', (code) => {
    if (!stopping) {
      process.stderr.write(`instance ${i + 1} exited (${code}); stopping the cluster\n`)
      void stop(1)
    }
  })
  instances.push(child)
}
proxy.caddy = await startCaddy({
  dir: join(work, 'caddy'),
  upstreams: instancePorts.map((port) => `127.0.0.1:${port}`),
  httpsPort,
  httpPort: httpsPort + 4,
})
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))
process.stdout.write(
  [
    '',
    `Trillium cluster: ${origin}`,
    `  PostgreSQL ${database.url} (removed on exit)`,
    `  instances  ${instancePorts.map((port) => `http://127.0.0.1:${port}`).join(', ')}`,
    '  Caddy      TLS from its own local authority (your browser will ask to accept it), HTTP/2',
    'Ctrl-C stops everything.',
    '',
  ].join('\n'),
)
