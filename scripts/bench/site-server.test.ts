import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { assertPortFree, serveSite } from './site-server.ts'

const listening: Server[] = []
afterEach(async () => {
  await Promise.all(listening.splice(0).map((s) => new Promise((r) => s.close(r))))
})

/** Occupies a free port on 127.0.0.1, as a server left over from an earlier run would. */
async function occupiedPort(): Promise<number> {
  const server = createServer()
  listening.push(server)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

describe('serveSite', () => {
  it('refuses a port something already listens on, before it starts anything', async () => {
    const port = await occupiedPort()
    await expect(assertPortFree(port)).rejects.toThrow(`Port ${port} is taken`)
    await expect(serveSite(port, '/tmp')).rejects.toThrow(`Port ${port} is taken`)
    // The weather fake's port (the next one) is checked as well.
    await expect(serveSite(port - 1, '/tmp')).rejects.toThrow(/is taken/)
  })

  it('accepts a free port', async () => {
    const port = await occupiedPort()
    await new Promise((r) => listening.pop()!.close(r))
    await expect(assertPortFree(port)).resolves.toBeUndefined()
  })
})
