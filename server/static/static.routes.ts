import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { DayPages } from './day-pages.ts'
import { daySender } from './day-sender.ts'
import { negotiateEncoding, sendHtml, sendHtmlBody } from './encoding.ts'
import { fileBodies } from './file-bodies.ts'
import { fileSender } from './file-sender.ts'
import type { InlineSources } from './inline-hashes.ts'
import { readyPages } from './ready-pages.ts'
import { canonicalPath, decodePath, splitUrl } from './request-parts.ts'
import type { SiteFile } from './site-files.ts'

/** A page whose HTML the server writes per request (the enquiry form's fresh puzzle). */
export interface PageRenderer {
  /** Whether a built page needs rendering per request (asked once per page). */
  applies: (html: string) => boolean
  render: (html: string) => string
  /** The clock of what `render` stamps (a page made ahead is handed out while it is fresh). */
  now?: () => number
}

/** A built page's HTML and its Content-Security-Policy (its inline styles' hashes). */
export interface PageSource {
  html: string
  policy: string | undefined
}

/** What the app's method policy needs from the static site. */
export interface StaticSite {
  /** Answers the designed not-found page with 404. */
  notFound: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>
  /** Whether a raw URL path names a file or page of the build. */
  has: (rawPath: string) => boolean
  /** Whether a path (as `/suites`) is an HTML page of the build. */
  isPage: (path: string) => boolean
  /** The built HTML of a page (as `/contact`) and its policy, or undefined. */
  page: (path: string) => Promise<PageSource | undefined>
}

/**
 * Serves the prerendered site from the file index: pages at their clean paths, assets with long
 * immutable caching, HTML revalidated by ETag and Last-Modified, br/gzip (precompressed siblings
 * first, else compressed once and kept), byte ranges for media, `/x/` and `/x/index.html`
 * redirected to `/x`, unknown paths answered 404 with the built `404.html`. Other methods are
 * the app's method policy's (405 with `Allow: GET, HEAD` for a page, 404 elsewhere).
 */
export function registerStaticRoutes(
  app: FastifyInstance,
  files: Map<string, SiteFile>,
  /** The Content-Security-Policy of a page with these inline style and script sources. */
  policyFor: (inline: InlineSources) => string,
  /** Pages written per request (server/enquiries/enquiry-form-page.ts). */
  renderer?: PageRenderer,
  /** The date-dependent pages and sitemap, answered as of the day served (day-pages.ts). */
  dayPages?: DayPages,
): StaticSite {
  const body = fileBodies()
  /** Which pages the renderer takes, decided once per page. */
  const rendered = new Map<SiteFile, boolean>()
  /** Those pages made ahead, for visitors whose browsers take brotli (all current ones). */
  const ready =
    renderer === undefined
      ? undefined
      : readyPages(renderer.render, renderer.now === undefined ? {} : { now: renderer.now })
  /** Sends a page written per request: one made ahead if there is one, else written now. */
  async function sendRendered(
    request: FastifyRequest,
    reply: FastifyReply,
    renderer: PageRenderer,
    source: string,
    policy: string | undefined,
  ): Promise<FastifyReply> {
    if (ready !== undefined && negotiateEncoding(request.headers['accept-encoding']) === 'br') {
      const br = ready.take(source)
      if (br !== undefined)
        return sendHtmlBody(request, reply, 200, br, 'br', policy, 'private, no-cache')
    }
    return sendHtml(request, reply, 200, renderer.render(source), policy, 'private, no-cache')
  }
  // Each page's policy, built once here rather than on every response.
  const pagePolicies = new Map<SiteFile, string>()
  for (const entry of files.values()) {
    const { styles, scripts } = entry.inlineSources
    if (styles.length + scripts.length > 0) pagePolicies.set(entry, policyFor(entry.inlineSources))
  }

  const sendFile = fileSender({
    body,
    pagePolicies,
    sendIfRendered: async (request, reply, entry, policy) => {
      if (renderer === undefined || !entry.contentType.startsWith('text/html')) return undefined
      let applies = rendered.get(entry)
      if (applies === undefined) {
        applies = renderer.applies((await body(entry, 'identity')).toString('utf8'))
        rendered.set(entry, applies)
      }
      if (!applies) return undefined
      const source = (await body(entry, 'identity')).toString('utf8')
      return sendRendered(request, reply, renderer, source, policy)
    },
  })
  const { dayText, sendDayText } = daySender({
    dayPages,
    body,
    pagePolicies,
    sendIfRendered: async (request, reply, text, policy) =>
      renderer?.applies(text) === true
        ? sendRendered(request, reply, renderer, text, policy)
        : undefined,
  })

  async function notFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const page = files.get('/404.html')
    if (page !== undefined) return sendFile(request, reply, page, 404)
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-cache')
    return reply.code(404).send('Page not found')
  }

  /** The file a decoded URL path names, if any: `/x` is `/x/index.html`. */
  function lookup(path: string): SiteFile | undefined {
    if (path === '/') return files.get('/index.html')
    if (path.endsWith('/index.html') || path === '/404.html') return undefined
    return files.get(path) ?? files.get(`${path}/index.html`)
  }

  // The pages written per request are made ahead from the start, as of today, once the server
  // is quiet, one page at a time.
  let closed = false
  app.addHook('onClose', (_instance, done) => {
    closed = true
    done()
  })
  const warm = async () => {
    if (renderer === undefined || ready === undefined) return
    for (const [file, entry] of files) {
      if (closed) return
      if (!entry.contentType.startsWith('text/html') || file === '/404.html') continue
      const path = file === '/index.html' ? '/' : file.replace(/\/index\.html$/, '')
      const source =
        (await dayText(path, entry)) ?? (await body(entry, 'identity')).toString('utf8')
      if (renderer.applies(source)) ready.later(source)
    }
  }
  app.addHook('onReady', (done) => {
    setImmediate(() => void warm().catch(() => undefined))
    done()
  })
  // Pages are made ahead only while no request is being answered (ready-pages.ts).
  if (ready !== undefined)
    app.addHook('onRequest', (_request, _reply, done) => {
      ready.activity()
      done()
    })

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const [rawPath = '/', query] = splitUrl(request.url)
      const path = decodePath(rawPath)
      if (path === undefined) return notFound(request, reply)

      const canonical = canonicalPath(rawPath)
      if (canonical !== rawPath) {
        return reply.redirect(query === undefined ? canonical : `${canonical}?${query}`, 308)
      }
      const entry = lookup(path)
      if (entry === undefined) return notFound(request, reply)
      const today = await dayText(path, entry)
      if (today !== undefined) return sendDayText(request, reply, entry, today)
      return sendFile(request, reply, entry, 200)
    },
  })

  return {
    notFound,
    has: (rawPath) => {
      const path = decodePath(rawPath)
      return path !== undefined && lookup(path) !== undefined
    },
    isPage: (path) =>
      path !== '/404.html' && lookup(path)?.contentType.startsWith('text/html') === true,
    page: async (path) => {
      const entry = path === '/404.html' ? undefined : lookup(path)
      if (entry === undefined || !entry.contentType.startsWith('text/html')) return undefined
      return {
        html: (await body(entry, 'identity')).toString('utf8'),
        policy: pagePolicies.get(entry),
      }
    },
  }
}
