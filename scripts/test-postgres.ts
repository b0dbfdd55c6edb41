/**
 * The server suites on PostgreSQL, as `npm test` runs them: starts a throw-away PostgreSQL server
 * (Debian's package, installed when missing under CI), runs `tests/server` against it (each test
 * in a schema of its own, see tests/server/test-database.ts) and the multi-instance suites of
 * `tests/cluster` (PostgreSQL, instances, Caddy), then removes the server whatever happened: the
 * suites failing, Ctrl-C or SIGTERM (passed on to vitest, which ends first). The server's data
 * goes to a fresh folder the postgres user can reach (see startPostgres), never the checkout.
 * Extra arguments go to vitest (`npm run test:postgres -- tests/server/enquiry.test.ts`).
 */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { freePort } from '../tests/server/server-process.ts'
import { startPostgres } from './cluster/postgres-server.ts'

const root = resolve(import.meta.dirname, '..')
const paths = process.argv.slice(2)
let server
try {
  server = startPostgres(await freePort(), 'test-postgres')
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
const code = await new Promise<number>((done) => {
  const child = spawn(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'node',
      ...(paths.length > 0 ? paths : ['tests/server', 'tests/cluster']),
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: server.url } },
  )
  // Ctrl-C reaches vitest from the terminal too; SIGTERM is for this process alone
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
  child.on('close', (status) => done(status ?? 1))
})
server.remove()
process.exit(code)
