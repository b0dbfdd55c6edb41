// Length: static serving: lookup, caching headers, precompressed and on-the-fly encodings, not-found.
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { DayPages } from './day-pages.ts'
import { readyPages } from './ready-pages.ts'
import type { SiteFile } from './site-files.ts'
import type { InlineSources } from './inline-hashes.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

type Encoding = 'br' | 'gzip' | 'identity'

/** Files up to this size are read once and kept in memory (with their compressed forms). */
const memoryFileLimit = 1024 * 1024
/** Total bytes kept in memory before new files are served from disk each time. */
const memoryCacheLimit = 96 * 1024 * 1024
/** Below this size compression costs more than it saves. */
const minCompressSize = 1024

/** Picks br, then gzip, from an Accept-Encoding header, honouring `q=0` and `*`. */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (header === undefined) return 'identity'
  const accepted = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    let q = 1
    for (const param of params) {
      const match = /^\s*q=([0-9.]+)\s*$/.exec(param)
      if (match?.[1] !== undefined) q = Number(match[1])
    }
    if (name !== '') accepted.set(name.trim(), Number.isFinite(q) ? q : 0)
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0
  if (quality('br') > 0) return 'br'
  if (quality('gzip') > 0) return 'gzip'
  return 'identity'
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare)
}

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

/** Sends HTML made for this request, its body already encoded, without validators. */
function sendHtmlBody(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  data: Buffer,
  encoding: Encoding,
  policy: string | undefined,
  cacheControl: string,
): FastifyReply {
  reply.header('content-type', 'text/html; charset=utf-8')
  reply.header('cache-control', cacheControl)
  reply.header('vary', 'Accept-Encoding')
  if (policy !== undefined) reply.header('content-security-policy', policy)
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  reply.header('content-length', data.length)
  return reply.code(status).send(request.method === 'HEAD' ? undefined : data)
}

/**
 * Sends HTML made for this request: compressed now (br or gzip, fast settings), without
 * validators, since the next request gets another page.
 */
export async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  html: string,
  policy: string | undefined,
  /** `no-store` for an answer to a post; a page with a fresh puzzle is only revalidated. */
  cacheControl = 'no-store',
): Promise<FastifyReply> {
  const encoding = negotiateEncoding(request.headers['accept-encoding'])
  const plain = Buffer.from(html)
  let data = plain
  if (encoding === 'br') {
    data = await brotli(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
  } else if (encoding === 'gzip') data = await gzipAsync(plain, { level: 6 })
  return sendHtmlBody(request, reply, status, data, encoding, policy, cacheControl)
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
  const memory = new Map<string, Buffer>()
  let memoryBytes = 0
  // Each page's policy, built once here rather than on every response.
  const pagePolicies = new Map<SiteFile, string>()
  for (const entry of files.values()) {
    const { styles, scripts } = entry.inlineSources
    if (styles.length + scripts.length > 0) pagePolicies.set(entry, policyFor(entry.inlineSources))
  }

  async function body(entry: SiteFile, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${entry.file}`
    const cached = memory.get(key)
    if (cached !== undefined) return cached
    let data: Buffer
    const sibling = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : undefined
    if (sibling !== undefined) data = await readFile(sibling.file)
    else {
      const plain =
        encoding === 'identity' ? await readFile(entry.file) : await body(entry, 'identity')
      data =
        encoding === 'br'
          ? await brotli(plain, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 9,
                [zlib.BROTLI_PARAM_SIZE_HINT]: plain.length,
              },
            })
          : encoding === 'gzip'
            ? await gzipAsync(plain, { level: 9 })
            : plain
    }
    if (memoryBytes + data.length <= memoryCacheLimit) {
      memory.set(key, data)
      memoryBytes += data.length
    }
    return data
  }

  async function sendFile(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: SiteFile,
    status: 200 | 404,
  ): Promise<FastifyReply> {
    reply.header('content-type', entry.contentType)
    reply.header('cache-control', status === 404 ? 'no-cache' : entry.cacheControl)
    const policy = pagePolicies.get(entry)
    if (policy !== undefined) reply.header('content-security-policy', policy)
    if (renderer !== undefined && status === 200 && entry.contentType.startsWith('text/html')) {
      let applies = rendered.get(entry)
      if (applies === undefined) {
        applies = renderer.applies((await body(entry, 'identity')).toString('utf8'))
        rendered.set(entry, applies)
      }
      if (applies) {
        const source = (await body(entry, 'identity')).toString('utf8')
        return sendRendered(request, reply, renderer, source, policy)
      }
    }

    if (status === 200) {
      reply.header('etag', entry.etag)
      reply.header('last-modified', entry.lastModified)
      const ifNoneMatch = request.headers['if-none-match']
      const ifModifiedSince = request.headers['if-modified-since']
      const notModified =
        ifNoneMatch !== undefined
          ? etagMatches(ifNoneMatch, entry.etag)
          : ifModifiedSince !== undefined &&
            Math.floor(entry.mtimeMs / 1000) * 1000 <= Date.parse(ifModifiedSince)
      if (notModified) {
        if (entry.compressible) reply.header('vary', 'Accept-Encoding')
        return reply.code(304).send()
      }
    }
    const isHead = request.method === 'HEAD'

    if (entry.compressible) {
      reply.header('vary', 'Accept-Encoding')
      let encoding = negotiateEncoding(request.headers['accept-encoding'])
      if (entry.size < minCompressSize && entry.br === undefined && entry.gzip === undefined) {
        encoding = 'identity'
      }
      if (encoding !== 'identity') reply.header('content-encoding', encoding)
      const data = await body(entry, encoding)
      reply.header('content-length', data.length)
      return reply.code(status).send(isHead ? undefined : data)
    }

    reply.header('accept-ranges', 'bytes')
    const range = status === 200 ? parseRange(request.headers.range, entry.size) : undefined
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${entry.size}`)
      return reply.code(416).send()
    }
    if (range !== undefined) {
      // If-Range needs a strong validator; ours are weak ETags, so only the date can match.
      const ifRange = request.headers['if-range']?.toString()
      if (ifRange === undefined || ifRange === entry.lastModified) {
        const length = range.end - range.start + 1
        reply.header('content-range', `bytes ${range.start}-${range.end}/${entry.size}`)
        reply.header('content-length', length)
        if (isHead) return reply.code(206).send()
        return reply.code(206).send(createReadStream(entry.file, range))
      }
    }
    reply.header('content-length', entry.size)
    if (isHead) return reply.code(status).send()
    if (entry.size <= memoryFileLimit) return reply.code(status).send(await body(entry, 'identity'))
    return reply.code(status).send(createReadStream(entry.file))
  }

  // Today's compressed forms of the day-dependent answers, by content hash (a day's worth).
  const dayBodies = new Map<string, Buffer>()
  // The pages that say nothing about the day, served as files without looking again.
  const undated = new WeakSet<SiteFile>()

  /** The text of a file as of today, when it depends on the day (an offer page, the sitemap). */
  async function dayText(path: string, entry: SiteFile): Promise<string | undefined> {
    if (dayPages === undefined) return undefined
    if (path === '/sitemap.xml')
      return dayPages.sitemap((await body(entry, 'identity')).toString('utf8'))
    if (!entry.contentType.startsWith('text/html') || undated.has(entry)) return undefined
    const text = await dayPages.page(path, (await body(entry, 'identity')).toString('utf8'))
    if (text === undefined) undated.add(entry)
    return text
  }

  /** Sends today's text of a file: its own validator, revalidated and compressed like a file. */
  async function sendDayText(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: SiteFile,
    text: string,
  ): Promise<FastifyReply> {
    const plain = Buffer.from(text)
    const etag = `W/"${createHash('sha256').update(plain).digest('base64url').slice(0, 22)}"`
    reply.header('content-type', entry.contentType)
    reply.header('cache-control', entry.cacheControl)
    const policy = pagePolicies.get(entry)
    if (policy !== undefined) reply.header('content-security-policy', policy)
    // A day's page may also be written per request (the enquiry form's question).
    if (renderer?.applies(text) === true)
      return sendRendered(request, reply, renderer, text, policy)
    reply.header('etag', etag)
    reply.header('vary', 'Accept-Encoding')
    const ifNoneMatch = request.headers['if-none-match']
    if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, etag)) return reply.code(304).send()
    const encoding = negotiateEncoding(request.headers['accept-encoding'])
    let data: Buffer = plain
    if (encoding !== 'identity') {
      const key = `${encoding}:${etag}`
      data =
        dayBodies.get(key) ??
        (encoding === 'br'
          ? await brotli(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
          : await gzipAsync(plain, { level: 9 }))
      if (dayBodies.size > 512) dayBodies.clear()
      dayBodies.set(key, data)
      reply.header('content-encoding', encoding)
    }
    reply.header('content-length', data.length)
    return reply.code(200).send(request.method === 'HEAD' ? undefined : data)
  }

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

function splitUrl(url: string): [string, string | undefined] {
  const at = url.indexOf('?')
  return at === -1 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)]
}

/** Decodes a URL path; undefined for malformed escapes, NUL bytes or backslashes. */
function decodePath(rawPath: string): string | undefined {
  try {
    const path = decodeURIComponent(rawPath)
    return path.includes('\0') || path.includes('\\') || !path.startsWith('/') ? undefined : path
  } catch {
    return undefined
  }
}

/**
 * The canonical form of a path: no trailing slash, no `/index.html`, one leading slash (so a
 * redirect can never point to another host through `//` or `/\`).
 */
function canonicalPath(rawPath: string): string {
  let path = rawPath
  if (path.endsWith('/index.html')) path = path.slice(0, -'index.html'.length)
  path = '/' + path.replace(/^[/\\]+/, '').replace(/\/+$/, '')
  return path
}

/** One `bytes=a-b` range; undefined to send the whole file; several ranges are not split. */
function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (match === null) return undefined
  const [, from = '', to = ''] = match
  if (from === '' && to === '') return undefined
  let start: number
  let end: number
  if (from === '') {
    const suffix = Number(to)
    if (suffix === 0) return 'unsatisfiable'
    start = Math.max(0, size - suffix)
    end = size - 1
  } else {
    start = Number(from)
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  }
  if (start >= size || start > end) return 'unsatisfiable'
  return { start, end }
}
