import type { IncomingMessage, ServerResponse } from 'node:http'
import { buildApp } from '../../server/app.ts'
import { readServerConfig } from '../../server/config.ts'
import { devLogStream } from './api-log.ts'

type Env = Readonly<Record<string, string | undefined>>

/** The real server app mounted in the dev server: it answers what production's server answers. */
export interface DevApi {
  /** Connect middleware: `/api/*`, `/healthz` and `/readyz` go to the app, anything else to `next`. */
  middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void
  databasePath: string
  close: () => Promise<void>
}

const apiPath = /^\/(api\/|api$|(healthz|readyz)(\?|$))/

/**
 * Builds the app of `server/app.ts` from the environment, as `server/main.ts` does, and routes
 * requests into it without a port of its own (fastify's `routing`), so the API in dev is the
 * production code: validation, SQLite, the signed puzzle, the weather cache. Enquiries made in
 * development go to `data/dev.db` unless DATABASE_PATH says otherwise.
 */
export async function createDevApi(env: Env, log: (line: string) => void): Promise<DevApi> {
  const config = readServerConfig({ DATABASE_PATH: 'data/dev.db', ...env })
  const app = await buildApp({ config, logStream: devLogStream((line) => log(line)) })
  await app.ready()
  return {
    middleware(req, res, next) {
      if (apiPath.test(req.url ?? '')) app.routing(req, res)
      else next()
    },
    databasePath: config.databasePath,
    close: () => app.close(),
  }
}
