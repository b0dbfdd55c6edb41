import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createDevApi } from './api.ts'

/*
 * `npm run dev`'s seeded manager (issue 42 item 11): the development database gets a manager
 * whose password, new at every start, is printed; the one printed signs in to the desk over
 * HTTP, the previous start's no longer does.
 */

const dir = mkdtempSync(join(tmpdir(), 'trillium-dev-desk-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const env = { DATABASE_PATH: join(dir, 'dev.db') }

describe("npm run dev's manager", () => {
  it('is a manager whose printed password signs in, new at every start', async () => {
    const first = await createDevApi(env, () => {})
    const before = first.manager
    await first.close()
    const dev = await createDevApi(env, () => {})
    const server = createServer((req, res) =>
      dev.middleware(req, res, () => res.writeHead(404).end()),
    )
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      expect(dev.manager.email).toBe(before.email)
      expect(dev.manager.password).not.toBe(before.password)
      expect(dev.manager.password.length).toBeGreaterThanOrEqual(12)
      const signIn = async (password: string) => {
        const res = await fetch(`${origin}/api/desk/session`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify({ email: dev.manager.email, password }),
        })
        return { status: res.status, body: (await res.json()) as { role?: string } }
      }
      const now = await signIn(dev.manager.password)
      expect(now.status).toBe(200)
      expect(now.body.role).toBe('manager')
      expect((await signIn(before.password)).status).toBe(401)
    } finally {
      server.close()
      await dev.close()
    }
  })
})
