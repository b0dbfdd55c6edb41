import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fastifyCookie } from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { fileBodies } from '../static/file-bodies.ts'
import { fileSender } from '../static/file-sender.ts'
import { scanSiteFiles, type SiteFile } from '../static/site-files.ts'
import { deskHeaders, deskPolicy, sessionCookie } from './desk-guard.ts'
import type { Sessions } from './sessions.ts'

/*
 * The desk's pages: `/desk` and every `/desk/<path>` answer one of the desk's two HTML pages,
 * `/desk/assets/*` its hashed files. A request whose cookie holds a live session gets the app
 * (index.html: its own router shows the screen); one without gets the sign-in page (door.html,
 * docs/decisions/0025-the-desks-door.md), which signs the person in and asks for the same
 * address again. The one-time link's page (`/desk/welcome`) is the app's, signed in or not. The
 * desk is built apart from the public site, into DESK_DIST_DIR (by default `desk` beside
 * DIST_DIR: dist/desk), so nothing of it is in the public site's folder or its sitemap, and the
 * public file server never serves it.
 */

/** What `/desk` answers when the desk has not been built. */
export const notBuilt = 'The desk is not built: run npm run build'

/** The cookie that marks a navigation already sent back once (a guard against a loop). */
const bouncedCookie = 'desk-bounced'

/**
 * A navigation from another site (`Sec-Fetch-Site: cross-site`, a link in a mail or a chat)
 * carries no SameSite=Strict cookie, so its lack of a session says nothing. Such a request is
 * answered with a page that asks for the same address again at once, from this site, with the
 * cookie if there is one (`<meta http-equiv="refresh">`: no script, so none for the policy to
 * allow). Sent once: a short-lived Lax cookie marks the bounce, and a browser that still sends
 * nothing after it gets the sign-in page.
 */
function isCrossSiteNavigation(request: FastifyRequest, cookies: Record<string, string>): boolean {
  return (
    request.headers['sec-fetch-site'] === 'cross-site' &&
    request.headers['sec-fetch-mode'] === 'navigate' &&
    cookies[bouncedCookie] === undefined
  )
}

/** The bounce page for `url` (the request's own path and query, escaped for an attribute). */
export function bouncePage(url: string): string {
  const safe = url
    .replace(/[^A-Za-z0-9/?=&%._~:@!$+,;*()-]/g, encodeURIComponent)
    .replaceAll('&', '&amp;')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta http-equiv="refresh" content="0; url=${safe}"><title>Trillium desk</title></head><body><p>Opening the desk… <a href="${safe}">Open the desk</a></p></body></html>`
}

/** The desk's two pages, both built by `npm run build`. */
const builtPages = ['/index.html', '/door.html'] as const

/** Whether a desk address is the app's whoever asks: the one-time link's page. */
const isAppAlways = (path: string): boolean => /^\/desk\/welcome\/?$/.test(path)

/**
 * Registers the desk's pages on the app. Every answer carries the desk's headers (no-store,
 * noindex, the strict policy); the hashed assets are cached for a year, immutable, and still
 * not indexed. Built after the server started, the desk is found at its first request. Reading
 * the session to choose the page does not move its idle clock (the app's own check does).
 */
export function registerDeskShell(
  app: FastifyInstance,
  deskDir: string,
  https: boolean,
  sessions: Sessions,
): void {
  const headers = deskHeaders(https)
  const cookieName = sessionCookie(https).name
  const signedIn = async (cookie: string | undefined): Promise<boolean> =>
    cookie !== undefined && (await sessions.read(cookie, true)) !== undefined
  // the sign-in page's stylesheet is in the page, allowed by its hash in the page's own policy
  // (and no inline script): the file sender sends it with the page
  const pagePolicies = new Map<SiteFile, string>()
  const scan = () => {
    const found = scanSiteFiles(deskDir)
    pagePolicies.clear()
    const door = found.get('/door.html')
    if (door !== undefined) pagePolicies.set(door, deskPolicy(https, door.inlineSources.styles))
    return found
  }
  let files = scan()
  const send = fileSender({
    body: fileBodies(),
    pagePolicies,
    sendIfRendered: () => Promise.resolve(undefined),
  })
  const { 'content-security-policy': policy, ...always } = headers

  void app.register((pages, _options, registered) => {
    // the desk's policy in place of the site's from the start, so a page's own replaces it
    pages.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', policy)
    })
    pages.addHook('onSend', (request, reply, payload, done) => {
      const cache = reply.getHeader('cache-control')
      reply.headers(always)
      const asset = (request.url.split('?')[0] ?? '').startsWith('/desk/assets/')
      if (asset && reply.statusCode === 200 && typeof cache === 'string')
        reply.header('cache-control', cache)
      done(null, payload)
    })
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      // built after the server started: scanned again once both pages are there, not before
      if (
        builtPages.some((page) => !files.has(page)) &&
        builtPages.every((page) => existsSync(join(deskDir, page)))
      )
        files = scan()
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
      const door = files.get('/door.html')
      if (shell === undefined || door === undefined)
        return reply.code(503).type('text/plain; charset=utf-8').send(notBuilt)
      const cookies = fastifyCookie.parse(request.headers.cookie ?? '')
      if (isAppAlways(path) || (await signedIn(cookies[cookieName])))
        return send(request, reply, shell, 200)
      if (isCrossSiteNavigation(request, cookies)) {
        return reply
          .code(200)
          .header(
            'set-cookie',
            `${bouncedCookie}=1; Path=/desk; Max-Age=30; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`,
          )
          .type('text/html; charset=utf-8')
          .send(bouncePage(request.url))
      }
      return send(request, reply, door, 200)
    }
    pages.route({ method: ['GET', 'HEAD'], url: '/desk', exposeHeadRoute: false, handler })
    pages.route({ method: ['GET', 'HEAD'], url: '/desk/*', exposeHeadRoute: false, handler })
    registered()
  })
}
