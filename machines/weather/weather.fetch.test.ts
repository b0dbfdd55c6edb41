import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchWeatherReading } from './weather.fetch.ts'

// A real HTTP server on loopback answering like the site's own /api/weather would.
let server: Server
let base = ''
beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(body)
    }
    if (req.url === '/ok')
      send(
        200,
        JSON.stringify({
          temp: 18.6,
          condition: 'Mist',
          icon: '50d',
          time: '2026-11-21T06:30:00Z',
        }),
      )
    else if (req.url === '/unavailable')
      send(503, JSON.stringify({ message: 'Weather data not available' }))
    else if (req.url === '/half') send(200, JSON.stringify({ temp: 18 }))
    else if (req.url === '/slow') setTimeout(() => send(200, '{}'), 2000)
    else send(200, 'not json')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('fetchWeatherReading over real HTTP', () => {
  it('reads a reading and rounds the temperature', async () => {
    await expect(fetchWeatherReading(fetch, `${base}/ok`)).resolves.toEqual({
      temp: 19,
      condition: 'Mist',
      icon: '50d',
      time: '2026-11-21T06:30:00Z',
    })
  })

  it.each(['/unavailable', '/half', '/garbage'])('rejects %s', async (path) => {
    await expect(fetchWeatherReading(fetch, `${base}${path}`)).rejects.toThrow()
  })

  it('gives up after its timeout', async () => {
    await expect(fetchWeatherReading(fetch, `${base}/slow`, 200)).rejects.toThrow()
  })
})
