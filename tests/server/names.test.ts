import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { site } from '../../content/site.ts'
import { invalidNames, realNames } from '../fixtures/names.ts'
import { tempDir, writeFixtureDist } from './helpers.ts'
import { startServerProcess, type RunningServer } from './server-process.ts'

// The real server process over real HTTP: what a script that skips the form meets.
const { dir, remove } = tempDir('trillium-names-')
let server: RunningServer

beforeAll(async () => {
  writeFixtureDist(join(dir, 'dist'))
  mkdirSync(join(dir, 'data'))
  server = await startServerProcess({
    DIST_DIR: join(dir, 'dist'),
    DATABASE_PATH: join(dir, 'data', 'names.db'),
    ENQUIRY_RATE_LIMIT: '1000',
  })
}, 30_000)

afterAll(async () => {
  server.child.kill('SIGTERM')
  await server.exited
  remove()
})

async function send(name: string, index: number): Promise<Response> {
  const challenge = (await (await fetch(`${server.origin}/api/enquiry/challenge`)).json()) as {
    a: number
    b: number
    token: string
  }
  return fetch(`${server.origin}/api/enquiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `guest${index}@example.in`,
      message: 'We would like a valley view suite for three nights',
      phone: '',
      hotel: site.hotels[0],
      puzzle: { token: challenge.token, answer: challenge.a + challenge.b },
    }),
  })
}

describe('POST /api/enquiry over HTTP: names as people write them', () => {
  it('stores an enquiry from every real name', async () => {
    for (const [index, name] of realNames.entries()) {
      const res = await send(name, index)
      expect(res.status, name).toBe(201)
    }
  })

  it('answers 400 "Invalid name" to digits, markup, stray punctuation, emoji and controls', async () => {
    for (const [index, name] of invalidNames.entries()) {
      const res = await send(name, 1000 + index)
      expect(res.status, JSON.stringify(name)).toBe(400)
      expect(await res.json(), JSON.stringify(name)).toEqual({ errors: { name: 'Invalid name' } })
    }
  })
})
