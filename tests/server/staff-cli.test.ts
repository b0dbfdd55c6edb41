import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, engineName, idleWeather, tempDir, testConfig } from './helpers.ts'
import { runStaff } from '../../scripts/staff/command.ts'
import { send } from './desk-helpers.ts'
import { databaseUrlOf, dropDatabase, prepareDatabase } from './test-database.ts'

/*
 * `npm run staff` end to end (issue 42): the command on the test's database (either engine),
 * its links opened by the server on the same database, its errors one clear line. The first
 * `add` is spawned as `npm run staff` runs it (the script, its exit code and its streams); the
 * rest run the same command in-process (scripts/staff/command.ts), a spawn costing seconds.
 */

const run = promisify(execFile)
const root = fileURLToPath(new URL('../../', import.meta.url))
const { dir, remove } = tempDir('trillium-staff-')
const siteUrl = 'https://desk.trilliumresort.example'
const env = {
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '/tmp',
  SITE_URL: siteUrl,
  DATABASE_PATH: join(dir, 'data', 'test.db'),
  DATABASE_URL: databaseUrlOf(dir) ?? '',
}

/** Runs the command in-process; its exit code, standard output and error. */
async function staff(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const code = await runStaff(args, env, {
    out: (text) => (out += text),
    err: (text) => (err += text),
  })
  return { code, out, err }
}

/** Runs the command as its own process (scripts/staff.ts); its exit code, output and error. */
async function spawned(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/staff.ts', ...args],
      { cwd: root, env },
    )
    return { code: 0, out: stdout, err: stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, out: failed.stdout, err: failed.stderr }
  }
}

let app: FastifyInstance | undefined
beforeAll(() => prepareDatabase(dir))
afterAll(async () => {
  await app?.close()
  await dropDatabase(dir)
  remove()
})

const link = /^https:\/\/desk\.trilliumresort\.example\/desk\/welcome#([A-Za-z0-9_-]{43})$/m

describe(`npm run staff (${engineName})`, () => {
  it('refuses bad arguments with one line saying what is wrong', async () => {
    for (const [args, message] of [
      [[], 'staff: say what to do: add, list, disable or reset (npm run staff -- --help)\n'],
      [
        ['add', '--email', 'mira@trilliumresort.example', '--role', 'manager'],
        'staff: add needs --name (npm run staff -- --help)\n',
      ],
      [
        ['add', '--email', 'not an address', '--name', 'Mira', '--role', 'boss'],
        'staff: --email: Enter an e-mail address like name@example.com; --role: Choose manager or reservations (npm run staff -- --help)\n',
      ],
    ] as const) {
      const result = await staff(...args)
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.err).toBe(message)
      expect(result.out).toBe('')
    }
  })

  it('adds an account whose link the desk opens, lists, disables and resets it, all audited', async () => {
    const added = await spawned(
      'add',
      '--email',
      'Mira@TrilliumResort.example',
      '--name',
      'Mira Nair',
      '--role',
      'manager',
    )
    expect(added.code).toBe(0)
    const token = link.exec(added.out)?.[1]
    expect(token).toBeDefined()
    const again = await staff(
      'add',
      '--email',
      'mira@trilliumresort.example',
      '--name',
      'Mira',
      '--role',
      'manager',
    )
    expect(again.code).toBe(2)
    expect(again.err).toMatch(/^staff: mira@trilliumresort\.example has an account already/)
    expect((await staff('list')).out).toBe(
      'Mira@trilliumresort.example\tMira Nair\tmanager\tinvited\t0 passkeys\n',
    )

    app = await buildTestApp(
      { config: testConfig(dir, { siteUrl }), weatherProvider: idleWeather },
      dir,
    )
    const page = await send(app, { method: 'GET', url: `/api/desk/links/${token}` })
    expect(page.json()).toEqual({ name: 'Mira Nair', email: 'Mira@trilliumresort.example' })

    const disabled = await staff('disable', '--email', 'mira@trilliumresort.example')
    expect(disabled).toMatchObject({
      code: 0,
      out: 'Mira@trilliumresort.example is disabled and signed out everywhere\n',
    })
    expect((await send(app, { method: 'GET', url: `/api/desk/links/${token}` })).statusCode).toBe(
      410,
    )
    const reset = await staff('reset', '--email', 'MIRA@trilliumresort.example')
    expect(reset.code).toBe(0)
    expect(reset.out).toMatch(/^Mira@trilliumresort\.example is enabled again\./)
    const fresh = link.exec(reset.out)?.[1]
    expect((await send(app, { method: 'GET', url: `/api/desk/links/${fresh}` })).statusCode).toBe(
      200,
    )
    expect((await staff('disable', '--email', 'nobody@trilliumresort.example')).err).toBe(
      'staff: no account has the e-mail nobody@trilliumresort.example (npm run staff -- --help)\n',
    )

    const audit = await app.trillium.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'actor_name', 'action', 'detail'])
      .orderBy('id')
      .execute()
    expect(audit).toEqual([
      {
        actor_id: null,
        actor_name: 'command line',
        action: 'staff-invited',
        detail: '{"role":"manager"}',
      },
      { actor_id: null, actor_name: 'command line', action: 'staff-disabled', detail: '{}' },
      {
        actor_id: null,
        actor_name: 'command line',
        action: 'staff-link-sent',
        detail: '{"enabled":true}',
      },
    ])
  }, 60_000)
})
