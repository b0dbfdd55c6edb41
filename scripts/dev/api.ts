import type { IncomingMessage, ServerResponse } from 'node:http'
import { buildApp } from '../../server/app.ts'
import { readServerConfig } from '../../server/config.ts'
import { devLogStream } from './api-log.ts'
import { seedDevManager, type DevManager } from './desk-manager.ts'

type Env = Readonly<Record<string, string | undefined>>

/** The real server app mounted in the dev server: it answers what production's server answers. */
export interface DevApi {
  /** Connect middleware: `/api/*`, `/healthz` and `/readyz` go to the app, anything else to `next`. */
  middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void
  databasePath: string
  /** The development database's manager, with this start's password (printed at start). */
  manager: DevManager
  close: () => Promise<void>
}

const apiPath = /^\/(api\/|api$|(healthz|readyz)(\?|$))/

/**
 * Builds the app of `server/app.ts` from the environment, as `server/main.ts` does, and routes
 * requests into it without a port of its own (fastify's `routing`), so the API in dev is the
 * production code: validation, SQLite, the signed puzzle, the weather cache. Enquiries made in
 * development go to `data/dev.db` unless DATABASE_PATH says otherwise, where the desk has a
 * manager seeded with a new password at every start (./desk-manager.ts).
 */
export async function createDevApi(env: Env, log: (line: string) => void): Promise<DevApi> {
  const config = readServerConfig({ DATABASE_PATH: 'data/dev.db', ...env })
  const app = await buildApp({
    config,
    logStream: devLogStream((line) => log(line)),
    // the desk is served on the development server's own origin, not SITE_URL's
    deskAcceptsRequestOrigin: true,
  })
  await app.ready()
  const manager = await seedDevManager(app, new URL(config.siteUrl).origin)
  return {
    middleware(req, res, next) {
      if (apiPath.test(req.url ?? '')) app.routing(req, res)
      else next()
    },
    databasePath: config.databasePath,
    manager,
    close: () => app.close(),
  }
}
