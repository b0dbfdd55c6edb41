import { execFileSync, spawnSync } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { userInfo } from 'node:os'
import { dirname, join } from 'node:path'
import { postgresPackage, requirePackage } from './system-packages.ts'

/** A PostgreSQL server of its own in a folder, removed when stopped for good. */
export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:PORT/postgres` */
  url: string
  port: number
  /** Stops the server: `fast` (clients told) or `immediate` (a crash: no checkpoint). */
  stop(mode?: 'fast' | 'immediate'): void
  start(): void
  /** The running server's first process (the postmaster), from its pid file. */
  pid(): number
  /** Stops the server and deletes its folder. */
  remove(): void
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

/**
 * Starts a throw-away PostgreSQL server (Debian's `postgresql` package, installed when missing
 * under CI) in `dir`, listening on 127.0.0.1:`port` only, trusting local connections, with fsync
 * on (the crash tests need real durability). PostgreSQL refuses to run as root, so as root the
 * folder belongs to the `postgres` user and every command runs through `runuser`.
 */
export function startPostgres(dir: string, port: number): PostgresServer {
  const bin = requirePackage(postgresPackage)
  const data = join(dir, 'data')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const asOwner = (program: string, args: string[]) => {
    const command = join(bin, program)
    const result = isRoot()
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' })
    if (result.status !== 0) {
      throw new Error(`${program} failed: ${result.stderr || result.stdout}`)
    }
  }
  if (isRoot()) {
    const { uid, gid } = postgresIds()
    chownSync(dir, uid, gid)
    // the postgres user must be able to pass through the folder holding it (a private temporary
    // folder is 0700): it may enter, not list
    const parent = dirname(dir)
    chmodSync(parent, statSync(parent).mode | 0o001)
  }
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
  if (isRoot()) {
    const { uid, gid } = postgresIds()
    chownSync(join(data, 'postgresql.auto.conf'), uid, gid)
  }
  const log = join(dir, 'server.log')
  const server: PostgresServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => asOwner('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', 'start']),
    stop: (mode = 'fast') => asOwner('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    pid: () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    remove: () => {
      try {
        server.stop('immediate')
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
  server.start()
  return server
}

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
  if (!Number.isInteger(uid) || uid === 0)
    throw new Error(`no postgres user (${userInfo().username})`)
  return { uid, gid }
}
