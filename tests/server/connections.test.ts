import { connect, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { testApp } from './helpers.ts'

let opened: Awaited<ReturnType<typeof testApp>> | undefined
const sockets: Socket[] = []

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy()
  await opened?.close()
  opened = undefined
})

async function listening(maxConnections = 1000): Promise<number> {
  opened = await testApp({ maxConnections })
  const origin = await opened.app.listen({ host: '127.0.0.1', port: 0 })
  return Number(new URL(origin).port)
}

/** Opens a raw connection; resolves once connected. */
async function open(port: number): Promise<Socket> {
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

describe('slow and stalled clients', () => {
  it('cuts a client trickling its headers a byte a second within seconds', async () => {
    const socket = await open(await listening())
    const header = 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(100)
    let i = 0
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(header[i++ % header.length] ?? 'a')
    }, 1000)
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    const ms = await closedAfter(socket, 20_000)
    clearInterval(drip)
    // 5 s for the headers, checked every second (it used to take about 82 s)
    expect(ms).toBeLessThan(10_000)
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(answer.toLowerCase()).toContain('content-security-policy:')
  }, 30_000)

  it('cuts a connection that never sends anything', async () => {
    const socket = await open(await listening())
    expect(await closedAfter(socket, 20_000)).toBeLessThan(8_000)
  }, 30_000)

  it('does not hold a body that never finishes', async () => {
    const socket = await open(await listening())
    socket.write(
      'POST /api/enquiry HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":',
    )
    // 15 s for a whole request, checked every second
    expect(await closedAfter(socket, 30_000)).toBeLessThan(18_000)
  }, 40_000)

  it('closes an idle keep-alive connection after a few seconds', async () => {
    const socket = await open(await listening())
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n')
    expect(await closedAfter(socket, 20_000)).toBeLessThan(8_000)
  }, 30_000)
})

describe('the connection ceiling', () => {
  it('sheds stalled connections first, so a visitor still gets in', async () => {
    const port = await listening(20)
    // 60 stalled clients, each with half a request line
    for (let i = 0; i < 60; i++) (await open(port)).write('GET / HT')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(opened?.app.trillium.connections.open).toBeLessThanOrEqual(20)
    expect(sockets.filter((s) => !s.destroyed && !s.readableEnded).length).toBeLessThanOrEqual(21)
    const res = await fetch(`http://127.0.0.1:${port}/healthz`)
    expect(res.status).toBe(200)
  })
})
