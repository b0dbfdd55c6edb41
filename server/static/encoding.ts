/*
 * Content encodings: what a client accepts, and HTML made for one request sent compressed.
 */
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

export const brotli = promisify(brotliCompress)
export const gzipAsync = promisify(gzip)

/** How a body is sent: brotli, gzip or as it is. */
export type Encoding = 'br' | 'gzip' | 'identity'

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

/** Sends HTML made for this request, its body already encoded, without validators. */
export function sendHtmlBody(
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
