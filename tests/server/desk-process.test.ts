import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { systemClock } from '../../server/clock.ts'
import { openDatabase } from '../../server/db/database.ts'
import { commandLine } from '../../server/desk/audit.ts'
import { deskParts } from '../../server/desk/desk.ts'
import { EnquiryRepository } from '../../server/enquiries/enquiry.repository.ts'
import { engineName, onPostgres, tempDir } from './helpers.ts'
import { startServerProcess, type RunningServer } from './server-process.ts'
import { databaseUrlOf, dropDatabase, prepareDatabase } from './test-database.ts'

/*
 * The desk on the real server process (issue 42): the session cookie as a browser receives it
 * over https (the __Host- prefix, Secure) and http, a new id at each sign-in, and an unknown
 * e-mail answered in the time a wrong password takes (the dummy argon2 verify), measured as
 * medians of many interleaved attempts so a loaded machine slows both alike.
 */

const folders: { dir: string; remove: () => void }[] = []
const servers: RunningServer[] = []
afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGTERM')
    await server.exited
  }
  for (const { dir, remove } of folders) {
    await dropDatabase(dir)
    remove()
  }
})

/** A server on a fresh database holding these accounts, each with its one-time link's token. */
async function serverWith(
  siteUrl: string,
  emails: readonly string[],
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; tokens: string[] }> {
  const folder = tempDir('trillium-desk-')
  folders.push(folder)
  await prepareDatabase(folder.dir)
  const path = join(folder.dir, 'data', 'test.db')
  const url = databaseUrlOf(folder.dir)
  const database = await openDatabase({ url, path })
  const tokens: string[] = []
  try {
    const repository = new EnquiryRepository(database, { max: 0, windowMs: 0 })
    const desk = await deskParts(database, repository, systemClock, siteUrl)
    for (const [i, email] of emails.entries()) {
      const invited = await desk.accounts.invite(
        { email, name: `Person ${i}`, role: 'reservations' },
        commandLine,
        null,
      )
      tokens.push(invited?.link.split('#')[1] ?? '')
    }
  } finally {
    await database.close()
  }
  const server = await startServerProcess({
    SITE_URL: siteUrl,
    DATABASE_PATH: path,
    ...(url === undefined ? {} : { DATABASE_URL: url }),
    DIST_DIR: join(folder.dir, 'dist'),
    ...env,
  })
  servers.push(server)
  return { server, tokens }
}

function post(server: RunningServer, origin: string, path: string, body: unknown, headers = {}) {
  return fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

const httpSite = 'http://localhost:3000'
const timedEmails = Array.from({ length: 8 }, (_, i) => `person${i}@trilliumresort.example`)
/**
 * The http server, started by the first test and timed by the second: each timed client its
 * own address (TRUST_PROXY), each of its accounts at most 3 failures, so nothing locks.
 */
let httpServer: { server: RunningServer; tokens: string[] } | undefined

describe(`the desk on the server process (${engineName})`, () => {
  it('sets __Host-desk, Secure, with SITE_URL https, and plain desk over http; a new id at each sign-in', async () => {
    for (const [siteUrl, pattern] of [
      [
        'https://desk.trilliumresort.example',
        /^__Host-desk=([A-Za-z0-9_-]{43}); Path=\/; HttpOnly; Secure; SameSite=Strict$/,
      ],
      [httpSite, /^desk=([A-Za-z0-9_-]{43}); Path=\/; HttpOnly; SameSite=Strict$/],
    ] as const) {
      const email = 'mira@trilliumresort.example'
      const started =
        siteUrl === httpSite && !onPostgres
          ? await serverWith(siteUrl, [email, ...timedEmails], { TRUST_PROXY: 'loopback' })
          : await serverWith(siteUrl, [email])
      if (siteUrl === httpSite) httpServer = started
      const { server, tokens } = started
      const password = 'misty hills at dawn 7'
      const set = await post(server, siteUrl, `/api/desk/links/${tokens[0]}/password`, { password })
      expect(set.status).toBe(200)
      const ids: string[] = []
      for (let i = 0; i < 2; i++) {
        const res = await post(server, siteUrl, '/api/desk/session', { email, password })
        expect(res.status).toBe(200)
        const cookie = res.headers.getSetCookie()
        expect(cookie).toHaveLength(1)
        const id = pattern.exec(cookie[0] ?? '')?.[1]
        expect(id, cookie[0]).toBeDefined()
        ids.push(id ?? '')
      }
      expect(new Set(ids).size).toBe(2)
      const name = siteUrl.startsWith('https') ? '__Host-desk' : 'desk'
      for (const id of ids) {
        const me = await fetch(`${server.origin}/api/desk/session`, {
          headers: { cookie: `${name}=${id}` },
        })
        expect(me.status).toBe(200)
        expect(me.headers.get('cache-control')).toBe('no-store')
      }
    }
  }, 60_000)

  // the time is argon2's (the dummy verify), the same on either engine: timed once, on SQLite
  it.skipIf(onPostgres)(
    'answers an unknown e-mail as a wrong password: same status and body, in a comparable time',
    async () => {
      const siteUrl = httpSite
      const emails = timedEmails
      const { server, tokens } =
        httpServer ??
        (await serverWith(siteUrl, ['mira@trilliumresort.example', ...emails], {
          TRUST_PROXY: 'loopback',
        }))
      for (const token of tokens.slice(1)) {
        const set = await post(server, siteUrl, `/api/desk/links/${token}/password`, {
          password: 'misty hills at dawn 7',
        })
        expect(set.status).toBe(200)
      }
      const wrong: number[] = []
      const unknown: number[] = []
      const bodies = new Set<string>()
      for (let i = 0; i < 24; i++) {
        for (const known of i % 2 === 0 ? [true, false] : [false, true]) {
          const email = known ? emails[i % 8] : `nobody${i}@trilliumresort.example`
          const started = performance.now()
          const res = await post(
            server,
            siteUrl,
            '/api/desk/session',
            { email, password: 'not the right password' },
            { 'x-forwarded-for': `10.9.${i}.${known ? 1 : 2}` },
          )
          const body = await res.text()
          ;(known ? wrong : unknown).push(performance.now() - started)
          expect(res.status).toBe(401)
          bodies.add(body)
        }
      }
      expect([...bodies]).toEqual(['{"message":"The e-mail or password is not right"}'])
      const ratio = median(unknown) / median(wrong)
      // an argon2 verify is most of either answer; without the dummy one an unknown e-mail
      // answers in a fraction of the time (0.24 measured on a loaded machine)
      expect(ratio, `unknown ${median(unknown)} ms, wrong ${median(wrong)} ms`).toBeGreaterThan(0.7)
      expect(ratio, `unknown ${median(unknown)} ms, wrong ${median(wrong)} ms`).toBeLessThan(1.4)
    },
    120_000,
  )
})
