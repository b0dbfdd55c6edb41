import { createReadStream } from 'node:fs'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { negotiateEncoding } from './encoding.ts'
import type { FileBodies } from './file-bodies.ts'
import { etagMatches, parseRange } from './request-parts.ts'
import type { SiteFile } from './site-files.ts'

/** Files up to this size are read once and kept in memory (with their compressed forms). */
const memoryFileLimit = 1024 * 1024
/** Below this size compression costs more than it saves. */
const minCompressSize = 1024

/** What sending a built file needs from the static site. */
export interface FileSenderParts {
  body: FileBodies
  /** Each page's Content-Security-Policy (its inline sources' hashes). */
  pagePolicies: Map<SiteFile, string>
  /**
   * Sends the page itself when it is written per request (the enquiry form's question), else
   * undefined and the file is sent as it is.
   */
  sendIfRendered: (
    request: FastifyRequest,
    reply: FastifyReply,
    entry: SiteFile,
    policy: string | undefined,
  ) => Promise<FastifyReply | undefined>
}

/**
 * Sends one built file: its type and caching, its page policy, `304` on a matching ETag or
 * date, br or gzip for text (by Accept-Encoding, small files as they are), byte ranges for the
 * rest (`206`, `416`), and large files streamed from disk.
 */
export function fileSender(parts: FileSenderParts) {
  const { body, pagePolicies } = parts
  return async function sendFile(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: SiteFile,
    status: 200 | 404,
  ): Promise<FastifyReply> {
    reply.header('content-type', entry.contentType)
    reply.header('cache-control', status === 404 ? 'no-cache' : entry.cacheControl)
    const policy = pagePolicies.get(entry)
    if (policy !== undefined) reply.header('content-security-policy', policy)
    if (status === 200) {
      const sent = await parts.sendIfRendered(request, reply, entry, policy)
      if (sent !== undefined) return sent
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
}
