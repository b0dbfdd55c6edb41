import { execFile } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { startServerProcess, type RunningServer } from '../../server/server-process.ts'

const root = join(import.meta.dirname, '../../..')
const run = promisify(execFile)

/**
 * The real server for the desk's end-to-end specs, on a SQLite file of its own under .tmp and
 * on `localhost` (WebAuthn refuses an IP address as the relying party): the public site from
 * dist/client and the desk from dist/desk, as `npm run build` left them. Its port is E2E_PORT
 * plus `offset`, so each engineer's range holds it.
 */
export async function startDeskServer(
  offset: number,
  env: Record<string, string> = {},
): Promise<DeskServer> {
  const port = Number(process.env['E2E_PORT'] ?? 4310) + offset
  const folder = join(root, '.tmp', `e2e-desk-${port}-${Date.now()}`)
  mkdirSync(folder, { recursive: true })
  const siteUrl = `http://localhost:${port}`
  const base = {
    SITE_URL: siteUrl,
    DATABASE_PATH: join(folder, 'desk.db'),
    ENQUIRY_RATE_LIMIT: '1000',
    VITALS_RATE_LIMIT: '100000',
  }
  // a loaded 2-core machine has been seen to take over 20 s to transpile and start the server
  const server = await startServerProcess(
    { PORT: String(port), ...base, ...env },
    { startTimeoutMs: 60_000 },
  )
  return {
    server,
    url: siteUrl,
    databasePath: env['DATABASE_PATH'] ?? base.DATABASE_PATH,
    /** `npm run staff -- add`: the one-time link it prints. */
    async addStaff(email: string, name: string, role: 'manager' | 'reservations') {
      const { stdout } = await run(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/staff.ts',
          'add',
          '--email',
          email,
          '--name',
          name,
          '--role',
          role,
        ],
        { cwd: root, env: { PATH: process.env['PATH'] ?? '', ...base, ...env } },
      )
      const link = /https?:\/\/\S+\/desk\/welcome#\S+/.exec(stdout)?.[0]
      if (link === undefined) throw new Error(`npm run staff printed no link:\n${stdout}`)
      return link
    },
    async stop() {
      server.child.kill('SIGTERM')
      await server.exited
    },
  }
}

export interface DeskServer {
  readonly server: RunningServer
  /** `http://localhost:<port>` (SITE_URL). */
  readonly url: string
  /** The SQLite file (another server started with it as DATABASE_PATH takes over its data). */
  readonly databasePath: string
  addStaff(email: string, name: string, role: 'manager' | 'reservations'): Promise<string>
  stop(): Promise<void>
}
