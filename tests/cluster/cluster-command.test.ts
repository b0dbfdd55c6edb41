import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { waitFor } from '../server/fakes/smtp-server.ts'
import { writeFixtureDist } from '../server/helpers.ts'
import { freePort } from '../server/server-process.ts'
import { H2Client } from './h2-client.ts'

/*
 * `npm run cluster` as a newcomer runs it (issue 46): a fresh copy of the repository under a
 * private (0700) folder, no .tmp in it, TMPDIR in that private folder too; the command prints its
 * https address, the home page comes through Caddy over HTTP/2, and Ctrl-C (SIGINT to the
 * command's process group, as the terminal sends it) leaves no process of it and no data behind.
 * The copy has the tracked files as they are in this checkout, node_modules linked and a small
 * fixture site in dist (so nothing is built).
 */

const root = resolve(import.meta.dirname, '../..')
/** The private folder (mkdtemp makes it 0700), as /root is. */
const closed = mkdtempSync(join('/tmp', 'trillium-clone-'))
const copy = join(closed, 'trillium')
let command: ChildProcess | undefined
afterAll(() => {
  if (command?.pid !== undefined && command.exitCode === null && command.signalCode === null)
    process.kill(-command.pid, 'SIGKILL')
  rmSync(closed, { recursive: true, force: true })
})

/** A process as /proc tells it: its parent, its start (to tell a reused id) and where it runs. */
interface Running {
  pid: number
  ppid: number
  start: string
  cmdline: string
  cwd: string
}

function processes(): Running[] {
  const found: Running[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      // the fields after the command's name, which is in parentheses and may hold spaces
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      found.push({
        pid: Number(name),
        ppid: Number(fields[1]),
        start: fields[19] ?? '',
        cmdline: readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' '),
        cwd: readlinkSync(`/proc/${name}/cwd`),
      })
    } catch {
      // ended meanwhile
    }
  }
  return found
}

/** `pid` and every process below it. */
function tree(all: Running[], pid: number): Running[] {
  const below = new Map<number, Running[]>()
  for (const p of all) below.set(p.ppid, [...(below.get(p.ppid) ?? []), p])
  const found = all.filter((p) => p.pid === pid)
  for (let i = 0; i < found.length; i++) found.push(...(below.get(found[i]?.pid ?? -1) ?? []))
  return found
}

/** Five consecutive free ports: the command's https port, two instances, PostgreSQL, http. */
async function freeRun(): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((done) => {
      const server = createServer()
      server.once('error', () => done(false))
      server.listen(port, '127.0.0.1', () => server.close(() => done(true)))
    })
  for (;;) {
    const first = await freePort()
    if (first > 65_530) continue
    const rest = await Promise.all([1, 2, 3, 4].map((i) => free(first + i)))
    if (rest.every(Boolean)) return first
  }
}

/** A copy of the tracked files as they are in this checkout (no .tmp, no build, no .git). */
function copyRepository(): void {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(root, file)))
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    copyFileSync(join(root, file), join(copy, file))
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'))
  writeFixtureDist(join(copy, 'dist', 'client'))
}

describe('npm run cluster from a fresh copy of the repository under a private folder', () => {
  it('prints its https address, serves the home page over HTTP/2, and Ctrl-C leaves nothing running', async () => {
    copyRepository()
    const tmp = join(closed, 'tmp')
    mkdirSync(tmp, { mode: 0o755 })
    const port = await freeRun()
    command = spawn('npm', ['run', 'cluster'], {
      cwd: copy,
      detached: true,
      env: { ...process.env, CLUSTER_PORT: String(port), TMPDIR: tmp, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    command.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    command.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<string>((done) =>
      command?.once('exit', (code, signal) => done(signal ?? String(code))),
    )
    let ended = false
    void exited.then(() => (ended = true))
    await waitFor(() => ended || /Trillium cluster: https:/.test(output), 90_000)
    expect(output).toContain(`Trillium cluster: https://localhost:${port}\n`)
    const dataDir = /its data in (\S+) \(removed on exit\)/.exec(output)?.[1] ?? ''
    expect(dataDir.startsWith(`${closed}/`), output).toBe(false)

    const ca = readFileSync(
      join(copy, '.tmp/cluster/caddy/data/caddy/pki/authorities/local/root.crt'),
      'utf8',
    )
    const h2 = new H2Client(`https://localhost:${port}`, ca)
    try {
      // the address is printed once both instances are ready and Caddy answers
      const home = await h2.request('/')
      expect(h2.alpn).toBe('h2')
      expect(home.status, output).toBe(200)
      expect(home.body.toString()).toContain('<h1>Home</h1>')
    } finally {
      h2.close()
    }

    // everything it started: its process tree, and PostgreSQL (pg_ctl detaches the server)
    const before = processes()
    const postmaster = Number(
      readFileSync(join(dataDir, 'data/postmaster.pid'), 'utf8').split('\n')[0],
    )
    const started = [...tree(before, command.pid ?? -1), ...tree(before, postmaster)]
    expect(started.map((p) => p.cmdline).join('\n')).toMatch(/postgres -D /)
    expect(started.map((p) => p.cmdline).join('\n')).toMatch(/caddy run/)
    expect(started.filter((p) => p.cmdline.includes('server/main.ts'))).toHaveLength(2)

    process.kill(-(command.pid ?? 0), 'SIGINT')
    // npm ends as the terminal's Ctrl-C leaves it: by the signal, once the cluster has stopped
    expect(['0', 'SIGINT'], output).toContain(await exited)
    expect(output).not.toMatch(/^cluster: /m)
    const left = (all: Running[]) =>
      all.filter(
        (p) =>
          started.some((s) => s.pid === p.pid && s.start === p.start) ||
          p.cwd.startsWith(closed) ||
          p.cmdline.includes(closed) ||
          p.cmdline.includes(dataDir),
      )
    expect(
      left(processes()).map((p) => `${p.pid} ${p.cmdline}`),
      output,
    ).toEqual([])
    expect(existsSync(dataDir)).toBe(false)
  }, 150_000)
})
