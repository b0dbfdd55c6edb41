import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/**
 * The server's clocks for slow and idle clients. A header block must arrive within 5 s (checked
 * every second, so a slow-loris client is cut after 5 to 6 s), a whole request with its body
 * within 15 s (an enquiry is 16 KiB at most), an idle keep-alive connection is closed after 5 s,
 * and a socket on which nothing moves either way after 30 s.
 */
export const httpTimeouts = {
  headersMs: 5_000,
  requestMs: 15_000,
  keepAliveMs: 5_000,
  idleSocketMs: 30_000,
  checkIntervalMs: 1_000,
} as const

/** File descriptors kept free of connections: the database, its journal, logs, the build. */
const reservedFds = 64
/** The fewest connections the ceiling allows, whatever the open-file limit says. */
const minCeiling = 16

/**
 * The connection ceiling a process may keep: MAX_CONNECTIONS, lowered to 64 below the process's
 * open-file limit when that is known (server/README.md), never under 16.
 */
export function connectionCeiling(maxConnections: number, fdLimit: number | undefined): number {
  if (fdLimit === undefined) return maxConnections
  return Math.max(minCeiling, Math.min(maxConnections, fdLimit - reservedFds))
}

/** The fastify options that give its HTTP server those timeouts. */
export function serverTimeoutOptions() {
  return {
    http: {
      headersTimeout: httpTimeouts.headersMs,
      requestTimeout: httpTimeouts.requestMs,
      keepAliveTimeout: httpTimeouts.keepAliveMs,
      connectionsCheckingInterval: httpTimeouts.checkIntervalMs,
    },
    requestTimeout: httpTimeouts.requestMs,
    keepAliveTimeout: httpTimeouts.keepAliveMs,
    connectionTimeout: httpTimeouts.idleSocketMs,
  }
}

/**
 * A ceiling on open connections that sheds the least useful one first. Node's own
 * `maxConnections` refuses the newcomer, so a few hundred stalled sockets would lock every
 * visitor out; here, past the ceiling, the oldest connection that is not serving a request (an
 * idle keep-alive, or a client still trickling its headers) is closed instead, and the newcomer
 * is refused only when every connection is busy answering.
 */
export class ConnectionGuard {
  readonly #max: number
  // Insertion order is age order; the value counts requests being answered on the socket.
  readonly #sockets = new Map<Socket, number>()
  #shed = 0

  constructor(server: Server, max: number) {
    this.#max = max
    server.on('connection', (socket: Socket) => this.#admit(socket))
    server.on('request', (request: { socket: Socket }, response: NodeJS.EventEmitter) => {
      const socket = request.socket
      const busy = this.#sockets.get(socket)
      if (busy === undefined) return
      socket.setTimeout(httpTimeouts.idleSocketMs)
      this.#sockets.set(socket, busy + 1)
      response.once('close', () => {
        const now = this.#sockets.get(socket)
        if (now !== undefined) this.#sockets.set(socket, Math.max(0, now - 1))
      })
    })
  }

  /** Connections open now. */
  get open(): number {
    return this.#sockets.size
  }

  /** Connections closed to stay under the ceiling since start. */
  get shed(): number {
    return this.#shed
  }

  #admit(socket: Socket): void {
    // Until its first request arrives, a connection gets only as long as a header block does
    // (Node's header timeout starts at the first byte, so a silent one would wait for the idle
    // timeout). Each request then gets the idle timeout (a slow download is not cut at 5 s).
    socket.setTimeout(httpTimeouts.headersMs)
    this.#sockets.set(socket, 0)
    socket.once('close', () => this.#sockets.delete(socket))
    if (this.#sockets.size <= this.#max) return
    for (const [candidate, busy] of this.#sockets) {
      if (busy === 0 && candidate !== socket) {
        this.#drop(candidate)
        return
      }
    }
    this.#drop(socket)
  }

  #drop(socket: Socket): void {
    this.#shed += 1
    this.#sockets.delete(socket)
    socket.destroy()
  }
}
