import { join } from 'node:path'
import { createServer, type Plugin, type ViteDevServer } from 'vite'
import { createDevApi, type DevApi } from './api.ts'
import { createDeskDev } from './desk-dev.ts'
import type * as SiteMedia from '../media/site-media.ts'
import type * as WriteMedia from '../media/write-media.ts'
import { createDevMedia, type MediaWriters } from './media.ts'
import type { DevOptions } from './options.ts'
import { pageMiddleware } from './page-middleware.ts'
import { createSsrRunner } from './ssr-runner.ts'
import { startDevWeather, type DevWeather } from './weather.ts'

type Env = Readonly<Record<string, string | undefined>>

/** Where the desk's middleware goes once its Vite server is made. */
interface DeskMount {
  middleware?: Awaited<ReturnType<typeof createDeskDev>>['middleware']
}

export interface RunningDevServer {
  url: string
  vite: ViteDevServer
  api: DevApi
  weather: DevWeather
  close(): Promise<void>
}

// A change here makes the next /media request generate the media again.
const mediaSources = /[/\\](content|scripts[/\\]media|scripts[/\\]pdfs)[/\\]/

/**
 * Mounts the server app and the media before Vite's middlewares, and the page renderer after
 * them (modules and public files are Vite's; every other GET is a page).
 */
function devServerPlugin(root: string, api: DevApi, desk: DeskMount): Plugin {
  return {
    name: 'trillium:dev-server',
    configureServer(server) {
      const runner = createSsrRunner(server)
      // Through Vite's runner, so the writers and the content they draw are fresh after an edit.
      const media = createDevMedia(join(root, '.tmp/dev'), async () => {
        const [site, write] = await Promise.all([
          runner.import<typeof SiteMedia>('/scripts/media/site-media.ts'),
          runner.import<typeof WriteMedia>('/scripts/media/write-media.ts'),
        ])
        return {
          writeSiteMedia: site.writeSiteMedia,
          writeOgImage: write.writeOgImage,
        } satisfies MediaWriters
      })
      server.watcher.on('all', (_event, file) => {
        if (mediaSources.test(file)) media.invalidate()
      })
      server.middlewares.use(api.middleware)
      server.middlewares.use(media.middleware)
      // The desk (its own Vite server, made once this one exists: scripts/dev/desk-dev.ts).
      server.middlewares.use((req, res, next) => {
        if (desk.middleware) desk.middleware(req, res, next)
        else next()
      })
      return () => server.middlewares.use(pageMiddleware(server, runner, root))
    },
  }
}

/**
 * The whole site in development on one port: Vite (hot reload) serving every page rendered on
 * the server as the build prerenders it, the reservations desk at /desk (its own Vite server), the real server app answering `/api/*` and `/healthz`,
 * `/media/*` generated on demand by the build's writers, and the fake weather provider when no
 * WEATHER_API_KEY is set. With `inspect`, the pages attach every actor to the machines panel.
 */
export async function startDevServer(
  root: string,
  options: DevOptions,
  env: Env,
  log: (line: string) => void,
): Promise<RunningDevServer> {
  if (options.inspect) process.env['VITE_XSTATE_INSPECT'] = '1'
  const started: { close: () => Promise<void> }[] = []
  const closeAll = async () => {
    for (const part of started.splice(0).reverse()) await part.close()
  }
  try {
    const weather = await startDevWeather(env, options.weatherPort)
    started.push(weather)
    const api = await createDevApi({ ...env, ...weather.env }, (line) => log(`[api] ${line}`))
    started.push(api)
    const desk: DeskMount = {}
    const vite = await createServer({
      root,
      appType: 'custom',
      server: {
        host: options.host,
        port: options.port,
        strictPort: true,
        // Generated media, test output and databases are no source: a change there reloads nothing.
        watch: { ignored: ['**/.tmp/**', '**/dist/**', '**/data/**'] },
      },
      // The machines panel loads the machines' tables for sample events: scan them up front,
      // or their imports would be found late and reload the page.
      optimizeDeps: { entries: ['index.html', 'tests/model/oracles/*.oracle.ts'] },
      plugins: [devServerPlugin(root, api, desk)],
    })
    started.push(vite)
    const deskDev = await createDeskDev(root, vite.httpServer)
    started.push(deskDev.vite)
    desk.middleware = deskDev.middleware
    await vite.listen()
    const host = options.host.includes(':') ? `[${options.host}]` : options.host
    return { url: `http://${host}:${options.port}`, vite, api, weather, close: closeAll }
  } catch (error) {
    await closeAll()
    throw error
  }
}
