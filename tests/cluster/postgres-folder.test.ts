import { spawn, spawnSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { startPostgres } from '../../scripts/cluster/postgres-server.ts'
import { waitFor } from '../server/fakes/smtp-server.ts'
import { freePort } from '../server/server-process.ts'

/*
 * Where the project's PostgreSQL keeps its data (scripts/cluster/postgres-server.ts). Issue 46: a
 * fresh clone under a private folder (/root/…, any 0700 folder above the checkout) could not start
 * `npm run cluster`, because the data lived in the checkout's .tmp, which the postgres user (the
 * one PostgreSQL runs as under root) cannot reach; npm test's TMPDIR (.tmp/test-tmp) is inside the
 * checkout too. Here a checkout path under a 0700 folder, with npm test's TMPDIR in it.
 */

const isRoot = process.getuid?.() === 0
/** A private folder, as /root is: 0700, root's own. */
const closed = mkdtempSync(join('/tmp', 'trillium-private-'))
chmodSync(closed, 0o700)
afterAll(() => rmSync(closed, { recursive: true, force: true }))

const postgresUid = () => Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout)
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function answers(url: string): Promise<number> {
  const client = new pg.Client(url)
  await client.connect()
  try {
    return (await client.query<{ one: number }>('select 1 as one')).rows[0]?.one ?? 0
  } finally {
    await client.end()
  }
}

describe("the project's PostgreSQL, started for a checkout under a private folder", () => {
  it('with no .tmp in the checkout and TMPDIR in the private folder too: starts, in a folder of its own the postgres user owns, and leaves nothing', async () => {
    const checkout = join(closed, 'trillium')
    mkdirSync(checkout)
    // TMPDIR inside the private folder, made as npm test makes its .tmp/test-tmp (0755)
    const tmp = join(closed, 'tmp')
    mkdirSync(tmp, { mode: 0o755 })
    const before = process.env.TMPDIR
    process.env.TMPDIR = tmp
    let server
    try {
      server = startPostgres(await freePort(), 'folder-test')
    } finally {
      process.env.TMPDIR = before
    }
    try {
      // (a user other than root may keep it in its own private folder)
      if (isRoot) expect(server.dir.startsWith(`${closed}/`)).toBe(false)
      const folder = statSync(server.dir)
      expect(folder.mode & 0o777).toBe(0o700)
      if (isRoot) expect(folder.uid).toBe(postgresUid())
      expect(await answers(server.url)).toBe(1)
    } finally {
      const postmaster = server.pid()
      server.remove()
      expect(existsSync(server.dir)).toBe(false)
      expect(alive(postmaster)).toBe(false)
    }
    // nothing made in the checkout or left in TMPDIR, nothing of the caller's opened up
    expect(readdirSync(checkout)).toEqual([])
    if (isRoot) expect(readdirSync(tmp)).toEqual([])
    expect(statSync(closed).mode & 0o777).toBe(0o700)
    expect(statSync(tmp).mode & 0o777).toBe(0o755)
  })

  it.runIf(isRoot)(
    'with no folder the postgres user can reach: one line naming each folder tried and why, nothing left',
    async () => {
      const shut = join(closed, 'shut')
      mkdirSync(shut)
      const port = await freePort()
      let message = ''
      try {
        startPostgres(port, 'folder-test', [shut, join(closed, 'missing')])
      } catch (error) {
        message = (error as Error).message
      }
      expect(message).toBe(
        `PostgreSQL could not start: no folder for its data that the postgres user can reach (${shut}: the postgres user cannot reach it; ${join(closed, 'missing')}: ENOENT); set TMPDIR to a folder it can enter`,
      )
      expect(readdirSync(shut)).toEqual([])
    },
  )

  it('on a port already taken: one line with PostgreSQL’s reason, its folder removed', async () => {
    const parent = mkdtempSync(join('/tmp', 'trillium-open-'))
    chmodSync(parent, 0o755)
    const taken = createServer()
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done))
    const { port } = taken.address() as { port: number }
    try {
      let message = ''
      try {
        startPostgres(port, 'folder-test', [parent])
      } catch (error) {
        message = (error as Error).message
      }
      expect(message).toMatch(
        new RegExp(
          `^PostgreSQL did not start on 127\\.0\\.0\\.1:${port}: .*Address already in use`,
        ),
      )
      expect(message).not.toContain('\n')
      expect(readdirSync(parent)).toEqual([])
    } finally {
      taken.close()
      rmSync(parent, { recursive: true, force: true })
    }
  })

  it('whose starter is killed (SIGKILL): stopped and its folder removed all the same', async () => {
    const module = resolve(import.meta.dirname, '../../scripts/cluster/postgres-server.ts')
    const starter = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { startPostgres } from ${JSON.stringify(module)}
         const server = startPostgres(${await freePort()}, 'folder-test')
         console.log(JSON.stringify({ dir: server.dir, pid: server.pid() }))
         setInterval(() => {}, 1000)`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const started = await new Promise<{ dir: string; pid: number }>((done, fail) => {
      let out = ''
      starter.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        if (out.includes('\n')) done(JSON.parse(out) as { dir: string; pid: number })
      })
      starter.once('exit', (code) => fail(new Error(`the starter exited (${code}): ${out}`)))
    })
    expect(alive(started.pid)).toBe(true)
    starter.kill('SIGKILL')
    await waitFor(() => !alive(started.pid) && !existsSync(started.dir), 15_000)
  })
})
