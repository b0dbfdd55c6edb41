import { spawnSync } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/*
 * Where a throw-away PostgreSQL server keeps its data, socket and log (scripts/cluster/
 * postgres-server.ts), and as whom it runs: PostgreSQL refuses to run as root, so as root it runs
 * as the `postgres` user, who must be able to reach its folder whatever the checkout's path (issue
 * 46: a checkout under /root, or any 0700 folder, is closed to that user, and so is npm test's
 * TMPDIR inside such a checkout). No folder of the caller's is opened up to make it reachable.
 */

/** Where a server's folder may go, in order, when the caller names none. */
export const defaultParents = (): string[] => [tmpdir(), '/tmp', '/var/tmp']

/** The longest unix socket path Linux accepts (`sun_path` is 108 bytes with its final NUL). */
const socketPathMax = 107

/** The `postgres` user's ids, or one line on why PostgreSQL cannot be run as it. */
export function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' })
  const uid = id('-u')
  const gid = id('-g')
  if (uid.status !== 0 || gid.status !== 0 || Number(uid.stdout) === 0)
    throw new Error(
      "PostgreSQL could not start: it refuses to run as root, and there is no `postgres` user to run it as (Debian's package makes one: `apt-get install -y postgresql`)",
    )
  if (spawnSync('runuser', ['--version'], { stdio: 'ignore' }).error !== undefined)
    throw new Error(
      'PostgreSQL could not start: it refuses to run as root, and `runuser` (util-linux), which runs it as the postgres user, is missing',
    )
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) }
}

/**
 * A fresh folder for a server under the first parent that will do: one it can be made in, whose
 * socket path fits, and (as root) that the postgres user can enter and write once it owns it.
 * Each parent that would not do is named with why in the error.
 */
export function serverFolder(
  label: string,
  port: number,
  parents: readonly string[],
  owner: { uid: number; gid: number } | undefined,
): string {
  const reasons: string[] = []
  for (const parent of [...new Set(parents.map((path) => resolve(path)))]) {
    let dir: string
    try {
      dir = mkdtempSync(join(parent, `trillium-${label}-`))
    } catch (error) {
      reasons.push(`${parent}: ${(error as NodeJS.ErrnoException).code ?? 'cannot make a folder'}`)
      continue
    }
    const socket = join(dir, `.s.PGSQL.${port}`)
    if (Buffer.byteLength(socket) > socketPathMax) {
      reasons.push(`${parent}: too deep for a unix socket (${socket})`)
      rmSync(dir, { recursive: true, force: true })
      continue
    }
    if (owner !== undefined) {
      // mkdtemp made it 0700; the postgres user owns it, and only it (and root) can enter it
      chownSync(dir, owner.uid, owner.gid)
      const check = spawnSync(
        'runuser',
        ['-u', 'postgres', '--', 'test', '-w', dir, '-a', '-x', dir],
        { cwd: '/', stdio: 'ignore' },
      )
      if (check.status !== 0) {
        reasons.push(`${parent}: the postgres user cannot reach it`)
        rmSync(dir, { recursive: true, force: true })
        continue
      }
    }
    return dir
  }
  throw new Error(
    owner === undefined
      ? `PostgreSQL could not start: no folder for its data could be made (${reasons.join('; ')}); set TMPDIR to a folder you can write`
      : `PostgreSQL could not start: no folder for its data that the postgres user can reach (${reasons.join('; ')}); set TMPDIR to a folder it can enter`,
  )
}
