import { createHash } from 'node:crypto'
import { constants as zlib } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { DayPages } from './day-pages.ts'
import { brotli, gzipAsync, negotiateEncoding } from './encoding.ts'
import type { FileBodies } from './file-bodies.ts'
import { etagMatches } from './request-parts.ts'
import type { SiteFile } from './site-files.ts'

export interface DaySenderParts {
  dayPages: DayPages | undefined
  body: FileBodies
  pagePolicies: Map<SiteFile, string>
  /** Sends a page written per request when its text is one (the enquiry form's question). */
  sendIfRendered: (
    request: FastifyRequest,
    reply: FastifyReply,
    text: string,
    policy: string | undefined,
  ) => Promise<FastifyReply | undefined>
}

/**
 * The answers that depend on the day served (an offer page, the sitemap): `dayText` gives a
 * file's text as of today (undefined when the file says nothing about the day, remembered per
 * file), `sendDayText` sends it with an ETag of its own content, revalidated and compressed like
 * a file (today's compressed forms kept, a day's worth).
 */
export function daySender(parts: DaySenderParts) {
  const { dayPages, body, pagePolicies } = parts
  const dayBodies = new Map<string, Buffer>()
  const undated = new WeakSet<SiteFile>()

  async function dayText(path: string, entry: SiteFile): Promise<string | undefined> {
    if (dayPages === undefined) return undefined
    if (path === '/sitemap.xml')
      return dayPages.sitemap((await body(entry, 'identity')).toString('utf8'))
    if (!entry.contentType.startsWith('text/html') || undated.has(entry)) return undefined
    const text = await dayPages.page(path, (await body(entry, 'identity')).toString('utf8'))
    if (text === undefined) undated.add(entry)
    return text
  }

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
    const rendered = await parts.sendIfRendered(request, reply, text, policy)
    if (rendered !== undefined) return rendered
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

  return { dayText, sendDayText }
}
