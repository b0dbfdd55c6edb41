import { connect, type Socket } from 'node:net'
import { describe, expect, it, type TestContext } from 'vitest'
import { connectionCeiling } from '../../server/connections.ts'
import { testApp } from './helpers.ts'

type Opened = Awaited<ReturnType<typeof testApp>>

/**
 * A server of the test's own, listening on a free port, with every socket the test opens on it
 * closed when the test ends. Each test has its own, so the slow ones (they wait on the
 * server's real timeouts) run at the same time.
 */
async function listening({ onTestFinished }: TestContext, maxConnections = 1000) {
  const opened: Opened = await testApp({ maxConnections })
  const sockets: Socket[] = []
  onTestFinished(async () => {
    for (const socket of sockets) socket.destroy()
    await opened.close()
  })
  const origin = await opened.app.listen({ host: '127.0.0.1', port: 0 })
  const port = Number(new URL(origin).port)
  return { port, opened, sockets, open: () => open(port, sockets) }
}

/** Opens a raw connection; resolves once connected. */
async function open(port: number, sockets: Socket[]): Promise<Socket> {
  const socket = connect(port, '127.0.0.1')
  sockets.push(socket)
  socket.on('error', () => {})
  // read whatever comes, so the end of the stream (the server closing) is seen
  socket.resume()
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  return socket
}

/** Milliseconds until the server closes the socket (or `limitMs` if it never does). */
async function closedAfter(socket: Socket, limitMs: number): Promise<number> {
  const started = performance.now()
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(limitMs), limitMs)
    socket.once('close', () => {
      clearTimeout(timer)
      resolve(performance.now() - started)
    })
  })
}

describe.concurrent('slow and stalled clients', () => {
  it('cuts a client trickling its headers a byte a second within seconds', async (context) => {
    const socket = await (await listening(context)).open()
    const header = 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(100)
    let i = 0
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(header[i++ % header.length] ?? 'a')
    }, 1000)
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    const ms = await closedAfter(socket, 20_000)
    clearInterval(drip)
    // 5 s for the headers, checked every second (it used to take about 82 s); the lower bounds
    // leave the client's own connect callback a second's slack under load
    expect(ms).toBeGreaterThan(4_000)
    expect(ms).toBeLessThan(10_000)
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(answer.toLowerCase()).toContain('content-security-policy:')
  }, 30_000)

  it('cuts a connection that never sends anything', async (context) => {
    const socket = await (await listening(context)).open()
    const ms = await closedAfter(socket, 20_000)
    expect(ms).toBeGreaterThan(4_000)
    expect(ms).toBeLessThan(8_000)
  }, 30_000)

  it('does not hold a body that never finishes', async (context) => {
    const socket = await (await listening(context)).open()
    socket.write(
      'POST /api/enquiry HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":',
    )
    // 15 s for a whole request, checked every second
    const ms = await closedAfter(socket, 30_000)
    expect(ms).toBeGreaterThan(14_000)
    expect(ms).toBeLessThan(18_000)
  }, 40_000)

  it('closes an idle keep-alive connection after a few seconds', async (context) => {
    const socket = await (await listening(context)).open()
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n')
    const ms = await closedAfter(socket, 20_000)
    expect(ms).toBeGreaterThan(4_000)
    expect(ms).toBeLessThan(8_000)
  }, 30_000)
})

describe('the clocks for slow and idle clients (server/README.md)', () => {
  it('are the HTTP server’s own: 5 s for headers, 15 s a request, 5 s keep-alive, 30 s a still socket, checked every second', async (context) => {
    const { opened } = await listening(context)
    const server = opened.app.server
    expect([
      server.headersTimeout,
      server.requestTimeout,
      server.keepAliveTimeout,
      server.timeout,
    ]).toEqual([5_000, 15_000, 5_000, 30_000])
    // Node keeps the checking interval's timer under a symbol of the server
    const checking = Object.getOwnPropertySymbols(server).find(
      (symbol) => symbol.description === 'http.server.connectionsCheckingInterval',
    )
    expect(checking, 'Node no longer names its connections-checking timer').toBeDefined()
    const timer = (server as unknown as Record<symbol, { _idleTimeout?: number }>)[checking!]
    expect(timer?._idleTimeout).toBe(1_000)
  })
})

describe('the connection ceiling', () => {
  it('keeps MAX_CONNECTIONS 64 below the open-file limit, and never under 16', () => {
    expect(connectionCeiling(1000, undefined)).toBe(1000)
    expect(connectionCeiling(1000, 1064)).toBe(1000)
    expect(connectionCeiling(1000, 1063)).toBe(999)
    expect(connectionCeiling(1000, 64 + 16)).toBe(16)
    expect(connectionCeiling(1000, 64 + 15)).toBe(16)
  })

  it('sheds stalled connections first, so a visitor still gets in', async (context) => {
    const { port, opened, sockets, open } = await listening(context, 20)
    // 60 stalled clients, each with half a request line
    for (let i = 0; i < 60; i++) (await open()).write('GET / HT')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(opened.app.trillium.connections.open).toBeLessThanOrEqual(20)
    expect(sockets.filter((s) => !s.destroyed && !s.readableEnded).length).toBeLessThanOrEqual(21)
    const res = await fetch(`http://127.0.0.1:${port}/healthz`)
    expect(res.status).toBe(200)
  })
})
