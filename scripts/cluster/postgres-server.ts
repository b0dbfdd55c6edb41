// Length: one subject, a throw-away PostgreSQL server: its start, stops, crash, removal, the watchdog that removes it when its caller dies, and why it failed.
import { execFile, spawn, spawnSync } from 'node:child_process'
import { chownSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { defaultParents, postgresUser, serverFolder } from './postgres-folder.ts'
import { postgresPackage, requirePackage } from './system-packages.ts'

/** A PostgreSQL server of its own in a fresh folder, removed when stopped for good. */
export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:PORT/postgres` */
  url: string
  port: number
  /** The server's folder: its data (`data/`), its unix socket and its log (`server.log`). */
  dir: string
  /** Stops the server: `fast` (clients told) or `immediate` (a crash: no checkpoint). */
  stop(mode?: 'fast' | 'immediate'): void
  start(): void
  /**
   * Crashes the server (`immediate` stop: no checkpoint) and starts it again, without blocking
   * the caller: a test's own servers (a fake mail server) keep answering meanwhile, as they would.
   */
  crash(): Promise<void>
  /** The running server's first process (the postmaster), from its pid file. */
  pid(): number
  /** Stops the server and deletes its folder. */
  remove(): void
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

/**
 * Starts a throw-away PostgreSQL server (Debian's `postgresql` package, installed when missing
 * under CI) listening on 127.0.0.1:`port` only, trusting local connections, with fsync on (the
 * crash tests need real durability). Its data, socket and log live in a fresh folder
 * (`trillium-<label>-XXXXXX`) under the first of `parents` that will do: by default the system's
 * temporary folder (`TMPDIR`), then `/tmp`, then `/var/tmp`, never the checkout.
 *
 * PostgreSQL refuses to run as root, so as root the folder belongs to the `postgres` user and
 * every command runs as that user through `runuser`: a parent only does if that user can enter
 * it (a checkout under /root, or under any 0700 folder, is closed to it; so is npm test's TMPDIR
 * inside such a checkout), and no folder of the caller's is opened up to make it do. The folder
 * goes on `remove()`, when starting fails, and, through a small watchdog process, when the
 * process that started the server ends without removing it (Ctrl-C, SIGTERM, SIGKILL).
 * Whatever it cannot do, it throws as one line saying what and why.
 */
export function startPostgres(
  port: number,
  label = 'pg',
  parents: readonly string[] = defaultParents(),
): PostgresServer {
  const bin = requirePackage(postgresPackage)
  const owner = isRoot() ? postgresUser() : undefined
  const dir = serverFolder(label, port, parents, owner)
  const data = join(dir, 'data')
  const log = join(dir, 'server.log')
  // the commands run inside the server's own folder: the caller's working directory (a private
  // checkout) may be closed to the postgres user, and initdb stops on a directory it cannot enter
  const asOwner = (program: string, args: string[]) => {
    const command = join(bin, program)
    const result =
      owner === undefined
        ? spawnSync(command, args, { encoding: 'utf8', cwd: dir })
        : spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], {
            encoding: 'utf8',
            cwd: dir,
          })
    if (result.status !== 0) {
      const output = result.error?.message ?? (result.stderr || result.stdout || '')
      throw new Error(`${program} failed: ${oneLine(output)}`)
    }
  }
  const asOwnerLater = (program: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const command = join(bin, program)
      const [file, all] =
        owner === undefined
          ? [command, args]
          : ['runuser', ['-u', 'postgres', '--', command, ...args]]
      execFile(file, all, { cwd: dir }, (error, stdout, stderr) =>
        error === null
          ? resolve()
          : reject(new Error(`${program} failed: ${oneLine(stderr || stdout || error.message)}`)),
      )
    })
  let watchdog: number | undefined
  const server: PostgresServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    start: () => {
      // a restart appends to the log: only what this start wrote says why it failed
      const from = existsSync(log) ? statSync(log).size : 0
      try {
        asOwner('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', 'start'])
      } catch (error) {
        const why = logReasons(log, from)
        throw new Error(
          `PostgreSQL did not start on 127.0.0.1:${port}: ${why || (error as Error).message}`,
        )
      }
    },
    stop: (mode = 'fast') => asOwner('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    crash: async () => {
      await asOwnerLater('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      await asOwnerLater('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', 'start'])
    },
    pid: () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    remove: () => {
      if (existsSync(join(data, 'postmaster.pid'))) {
        const postmaster = server.pid()
        try {
          server.stop('immediate')
        } catch {
          // already stopped
        }
        // pg_ctl returns once the pid file is gone, a moment before the postmaster has exited
        // (it waits for its own processes first): when remove() returns, none of them runs
        waitUntilGone(postmaster)
      }
      rmSync(dir, { recursive: true, force: true })
      // last, so that a process killed in the middle of remove() still leaves it to the watchdog
      if (watchdog !== undefined) {
        try {
          process.kill(-watchdog, 'SIGKILL')
        } catch {
          // already gone
        }
        watchdog = undefined
      }
    },
  }
  try {
    asOwner('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
    writeFileSync(
      join(data, 'postgresql.auto.conf'),
      [
        `port = ${port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${dir}'`,
        'fsync = on',
        'max_connections = 200',
        'shared_buffers = 64MB',
        'logging_collector = off',
        '',
      ].join('\n'),
    )
    if (owner !== undefined) chownSync(join(data, 'postgresql.auto.conf'), owner.uid, owner.gid)
    server.start()
    watchdog = startWatchdog(dir, [
      ...(owner === undefined ? [] : ['runuser', '-u', 'postgres', '--']),
      join(bin, 'pg_ctl'),
      '-D',
      data,
      '-m',
      'immediate',
      '-w',
      'stop',
    ])
  } catch (error) {
    server.remove()
    const message = (error as Error).message
    throw new Error(
      message.startsWith('PostgreSQL') ? message : `PostgreSQL could not start: ${message}`,
    )
  }
  return server
}

/**
 * A detached shell that waits for this process to end, then stops the server and deletes its
 * folder: what `remove()` would have done, for a process ended by Ctrl-C, SIGTERM or SIGKILL
 * before it could. Detached, it is in a process group of its own, which Ctrl-C at the terminal
 * does not reach and `remove()` kills at once. Returns its process id (its group's id).
 */
function startWatchdog(dir: string, stopCommand: string[]): number {
  const script = [
    'owner=$1; dir=$2; shift 2',
    'while kill -0 "$owner" 2>/dev/null; do sleep 1; done',
    '"$@" >/dev/null 2>&1',
    'rm -rf "$dir"',
  ].join('\n')
  const child = spawn(
    'sh',
    ['-c', script, 'trillium-postgres-watchdog', String(process.pid), dir, ...stopCommand],
    { detached: true, stdio: 'ignore', cwd: '/' },
  )
  child.unref()
  if (child.pid === undefined) throw new Error('PostgreSQL watchdog did not start')
  return child.pid
}

/** Waits (up to 10 s, blocking) until no process has the id `pid`. */
function waitUntilGone(pid: number): void {
  const pause = new Int32Array(new SharedArrayBuffer(4))
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    try {
      process.kill(pid, 0)
    } catch {
      return
    }
    Atomics.wait(pause, 0, 0, 10)
  }
}

/** A program's output as one line. */
function oneLine(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('; ')
}

/**
 * What the server's log says went wrong after its first `from` bytes, as one line (timestamps
 * and process ids left out).
 */
function logReasons(log: string, from: number): string {
  let text: string
  try {
    text = readFileSync(log).subarray(from).toString('utf8')
  } catch {
    return ''
  }
  return oneLine(
    text
      .split('\n')
      .filter((line) => /\b(FATAL|PANIC|ERROR):|could not/.test(line))
      .map((line) => line.replace(/^.*?\b(LOG|FATAL|PANIC|ERROR):\s+/, ''))
      .join('\n'),
  )
}
