import { connect, constants, type ClientHttp2Session } from 'node:http2'

export interface H2Answer {
  status: number
  headers: Record<string, string>
  body: Buffer
}

/**
 * A small HTTP/2 client over TLS, as a browser talks to Caddy: one connection, requests
 * multiplexed on it, the certificate checked against the given authority.
 */
export class H2Client {
  readonly #session: ClientHttp2Session

  constructor(origin: string, ca: string) {
    this.#session = connect(origin, { ca })
    this.#session.on('error', () => undefined)
  }

  /** The protocol the TLS handshake agreed on (`h2`). */
  get alpn(): string | false | undefined {
    return this.#session.alpnProtocol
  }

  request(
    path: string,
    options: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<H2Answer> {
    return new Promise((resolve, reject) => {
      const stream = this.#session.request({
        [constants.HTTP2_HEADER_METHOD]: options.method ?? 'GET',
        [constants.HTTP2_HEADER_PATH]: path,
        ...options.headers,
      })
      const chunks: Buffer[] = []
      let headers: Record<string, string> = {}
      let status = 0
      stream.on('response', (h) => {
        status = Number(h[':status'])
        headers = Object.fromEntries(
          Object.entries(h)
            .filter(([k]) => !k.startsWith(':'))
            .map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]),
        )
      })
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => resolve({ status, headers, body: Buffer.concat(chunks) }))
      stream.on('error', reject)
      stream.setTimeout(15_000, () => stream.close(constants.NGHTTP2_CANCEL))
      stream.end(options.body)
    })
  }

  close(): void {
    this.#session.close()
  }
}
