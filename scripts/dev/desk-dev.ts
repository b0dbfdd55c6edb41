import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { createServer, type ViteDevServer } from 'vite'

/** Whether a request is the desk's (`/desk`, `/desk/...`), not a public page's. */
export const isDeskRequest = (url: string): boolean => /^\/desk(\/|\?|$)/.test(url)

/**
 * The reservations desk in development: a second Vite server in middleware mode for
 * vite.desk.config.ts (React Fast Refresh; its hot-reload socket on the same port as the site's,
 * at /desk/), mounted before the public site's middlewares so /desk and every address under it
 * get the desk's shell. `/desk` is served as `/desk/` (the production server answers both).
 * Its answers carry `X-Robots-Tag: noindex, nofollow` as the production server's do (Vite
 * sets its own `Cache-Control` on the shell); the strict CSP is production's alone (Vite's
 * development client runs inline code). Here every address is the app, which signs a person in
 * with its own screen; the sign-in page production sends without a session
 * (docs/decisions/0025-the-desks-door.md) is at /desk/door.html.
 */
export async function createDeskDev(
  root: string,
  httpServer: ViteDevServer['httpServer'],
): Promise<{
  vite: ViteDevServer
  middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void
}> {
  const vite = await createServer({
    configFile: join(root, 'vite.desk.config.ts'),
    appType: 'spa',
    server: {
      middlewareMode: true,
      ...(httpServer ? { ws: { server: httpServer } } : {}),
      watch: { ignored: ['**/.tmp/**', '**/dist/**', '**/data/**'] },
    },
  })
  return {
    vite,
    middleware(req, res, next) {
      const url = req.url ?? '/'
      if (!isDeskRequest(url)) {
        next()
        return
      }
      if (url === '/desk' || url.startsWith('/desk?')) req.url = `/desk/${url.slice(5)}`
      res.setHeader('cache-control', 'no-store')
      res.setHeader('x-robots-tag', 'noindex, nofollow')
      vite.middlewares(req, res, next)
    },
  }
}
