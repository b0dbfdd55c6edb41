/**
 * The desk's accounts at the command line (`npm run staff`, scripts/staff.ts): the arguments
 * read, the database the environment names opened, one change made and audited by
 * `command line`. It returns the exit code and writes through the given streams, so the tests
 * run it in-process as well as spawned.
 */
import { parseArgs } from 'node:util'
import { ConfigError, readDeployConfig } from '../../content/env.ts'
import { systemClock } from '../../server/clock.ts'
import { isPostgresUrl, openDatabase } from '../../server/db/database.ts'
import { commandLine } from '../../server/desk/audit.ts'
import { deskParts } from '../../server/desk/desk.ts'
import { readInvitation } from '../../server/desk/staff-accounts.ts'
import { EnquiryRepository } from '../../server/enquiries/enquiry.repository.ts'

/** Where the command writes: whole lines, each ending in a newline. */
export interface StaffOutput {
  out(text: string): void
  err(text: string): void
}

/** A refusal: one line saying what is wrong; the command exits 2. */
class StaffRefusal extends Error {}

const usage = `Usage: npm run staff -- add --email E --name N --role manager|reservations
       npm run staff -- list
       npm run staff -- disable --email E
       npm run staff -- reset --email E

add      makes an account and prints its one-time link (24 hours, once): <SITE_URL>/desk/welcome#...
list     every account: e-mail, name, role, status (invited, active, disabled), passkeys
disable  the person signs in no more; their sessions end at once
reset    a new one-time link (earlier ones stop working); lets a disabled person back in
On DATABASE_URL (PostgreSQL), else DATABASE_PATH (SQLite, default data/trillium.db).`

/** One line saying what is wrong, then how to ask for help; exit 2. */
function fail(message: string): never {
  throw new StaffRefusal(message)
}

/**
 * Runs `npm run staff -- <args>` against the database `env` names; the exit code: 0 done,
 * 2 refused (one line on err), 1 failed.
 */
export async function runStaff(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  output: StaffOutput,
): Promise<number> {
  try {
    await staffCommand(args, env, output)
    return 0
  } catch (error) {
    if (error instanceof StaffRefusal) {
      output.err(`staff: ${error.message} (npm run staff -- --help)\n`)
      return 2
    }
    output.err(`staff: ${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  }
}

async function staffCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  output: StaffOutput,
): Promise<void> {
  let parsed
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    fail(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error))
  }
  const { values, positionals } = parsed
  if (values.help === true) {
    output.out(`${usage}\n`)
    return
  }
  const [command, ...extra] = positionals
  if (command === undefined) fail('say what to do: add, list, disable or reset')
  if (!['add', 'list', 'disable', 'reset'].includes(command))
    fail(`unknown command "${command}": add, list, disable or reset`)
  if (extra.length > 0) fail(`unexpected "${extra.join(' ')}"`)
  const allowed: Record<string, readonly string[]> = {
    add: ['email', 'name', 'role'],
    list: [],
    disable: ['email'],
    reset: ['email'],
  }
  for (const option of ['email', 'name', 'role'] as const)
    if (values[option] !== undefined && !(allowed[command] ?? []).includes(option))
      fail(`${command} takes no --${option}`)
  for (const option of allowed[command] ?? [])
    if (values[option as 'email'] === undefined) fail(`${command} needs --${option}`)
  let person: { email: string; name: string; role: 'manager' | 'reservations' } | undefined
  if (command === 'add') {
    const read = readInvitation({ email: values.email, name: values.name, role: values.role })
    if (!read.ok)
      fail(
        Object.entries(read.errors)
          .map(([k, v]) => `--${k}: ${v}`)
          .join('; '),
      )
    person = read.value
  }

  let siteUrl: string
  try {
    siteUrl = readDeployConfig(env).siteUrl
  } catch (error) {
    fail(error instanceof ConfigError ? error.problems.join('; ') : String(error))
  }
  const url = env.DATABASE_URL?.trim() || undefined
  if (url !== undefined && !isPostgresUrl(url))
    fail('DATABASE_URL must start with postgres:// or postgresql://')
  const path = env.DATABASE_PATH?.trim() || 'data/trillium.db'
  const database = await openDatabase({ url, path })
  try {
    const repository = new EnquiryRepository(database, { max: 0, windowMs: 0 })
    const desk = await deskParts(database, repository, systemClock, siteUrl)
    const out = (line: string) => output.out(`${line}\n`)
    if (command === 'list') {
      const items = await desk.staff.list()
      if (items.length === 0)
        out('No accounts yet: npm run staff -- add --email E --name N --role manager')
      for (const item of items)
        out(
          [
            item.email,
            item.name,
            item.role,
            item.status,
            `${item.passkeys} passkey${item.passkeys === 1 ? '' : 's'}`,
          ].join('\t'),
        )
      return
    }
    if (person !== undefined) {
      const invited = await desk.accounts.invite(person, commandLine, null)
      if (invited === undefined)
        fail(`${person.email} has an account already (reset gives a new link)`)
      out(`${person.name} (${person.role}) can set a password within 24 hours, once, at:`)
      out(invited.link)
      return
    }
    const email = values.email ?? ''
    const staff = await desk.staff.byEmail(email.normalize('NFKC').trim())
    if (staff === undefined) fail(`no account has the e-mail ${email}`)
    if (command === 'disable') {
      if (staff.disabled_at !== null) {
        out(`${staff.email} is disabled already`)
        return
      }
      await desk.accounts.disable(staff, commandLine, null)
      out(`${staff.email} is disabled and signed out everywhere`)
      return
    }
    const link = await desk.accounts.newLink(staff, commandLine, null, { enable: true })
    if (staff.disabled_at !== null) out(`${staff.email} is enabled again.`)
    out(`${staff.name} can set a new password within 24 hours, once, at:`)
    out(link)
  } finally {
    await database.close()
  }
}
