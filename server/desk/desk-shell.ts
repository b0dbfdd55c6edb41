import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { fileBodies } from '../static/file-bodies.ts'
import { fileSender } from '../static/file-sender.ts'
import { scanSiteFiles, type SiteFile } from '../static/site-files.ts'
import { deskHeaders } from './desk-guard.ts'

/*
 * The desk's pages: `/desk` and every `/desk/<path>` answer the desk's single HTML page (its own
 * router shows the screen), `/desk/assets/*` its hashed files. The desk is built apart from the
 * public site, into DESK_DIST_DIR (by default `desk` beside DIST_DIR: dist/desk), so nothing of
 * it is in the public site's folder or its sitemap, and the public file server never serves it.
 */

/** What `/desk` answers when the desk has not been built. */
export const notBuilt = 'The desk is not built: run npm run build'

/**
 * Registers the desk's pages on the app. Every answer carries the desk's headers (no-store,
 * noindex, the strict policy); the hashed assets are cached for a year, immutable, and still
 * not indexed. Built after the server started, the desk is found at its first request.
 */
export function registerDeskShell(app: FastifyInstance, deskDir: string, https: boolean): void {
  const headers = deskHeaders(https)
  let files = scanSiteFiles(deskDir)
  const send = fileSender({
    body: fileBodies(),
    pagePolicies: new Map<SiteFile, string>(),
    sendIfRendered: () => Promise.resolve(undefined),
  })

  void app.register((pages, _options, registered) => {
    pages.addHook('onSend', (request, reply, payload, done) => {
      const cache = reply.getHeader('cache-control')
      reply.headers(headers)
      const asset = (request.url.split('?')[0] ?? '').startsWith('/desk/assets/')
      if (asset && reply.statusCode === 200 && typeof cache === 'string')
        reply.header('cache-control', cache)
      done(null, payload)
    })
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!files.has('/index.html') && existsSync(join(deskDir, 'index.html')))
        files = scanSiteFiles(deskDir)
      const path = request.url.split('?')[0] ?? '/desk'
      if (path.startsWith('/desk/assets/')) {
        let name: string | undefined
        try {
          name = decodeURIComponent(path.slice('/desk'.length))
        } catch {
          name = undefined
        }
        const asset = name === undefined ? undefined : files.get(name)
        if (asset === undefined)
          return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
        return send(request, reply, asset, 200)
      }
      const shell = files.get('/index.html')
      if (shell === undefined)
        return reply.code(503).type('text/plain; charset=utf-8').send(notBuilt)
      return send(request, reply, shell, 200)
    }
    pages.route({ method: ['GET', 'HEAD'], url: '/desk', exposeHeadRoute: false, handler })
    pages.route({ method: ['GET', 'HEAD'], url: '/desk/*', exposeHeadRoute: false, handler })
    registered()
  })
}
