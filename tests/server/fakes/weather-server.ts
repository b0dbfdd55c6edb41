import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/** What the fake answers next; tests switch it between calls. */
export type FakeBehaviour =
  | { kind: 'json'; body: unknown; delayMs?: number }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'hang' }

/**
 * A real HTTP server on loopback speaking the provider's protocol (OpenWeatherMap's
 * `/data/2.5/weather` or Open-Meteo's `/v1/forecast`), counting calls and recording queries.
 */
export class FakeWeatherServer {
  behaviour: FakeBehaviour = { kind: 'status', status: 500 }
  calls = 0
  queries: URLSearchParams[] = []
  paths: string[] = []
  readonly #server: Server
  readonly #open = new Set<Socket>()

  constructor() {
    this.#server = createServer((request: IncomingMessage, response) => {
      this.calls += 1
      const url = new URL(request.url ?? '/', 'http://fake')
      this.paths.push(url.pathname)
      this.queries.push(url.searchParams)
      const behaviour = this.behaviour
      if (behaviour.kind === 'hang') return
      if (behaviour.kind === 'status') {
        response.writeHead(behaviour.status, { 'content-type': 'text/plain' })
        response.end(behaviour.body ?? 'error')
        return
      }
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify(behaviour.body))
      }, behaviour.delayMs ?? 0)
    })
    this.#server.on('connection', (socket) => {
      this.#open.add(socket)
      socket.on('close', () => this.#open.delete(socket))
    })
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`
  }

  async stop(): Promise<void> {
    for (const socket of this.#open) socket.destroy()
    await new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }
}

/** An OpenWeatherMap current-weather answer. */
export function owmBody(temp: number, main: string, icon: string, dt = 1_795_240_000) {
  return {
    coord: { lon: 75.72, lat: 13.39 },
    weather: [{ id: 803, main, description: 'broken clouds', icon }],
    main: { temp, feels_like: temp, pressure: 1012, humidity: 80 },
    dt,
    name: 'Chikmagalur',
    cod: 200,
  }
}

/** An Open-Meteo forecast answer with `current` values. */
export function openMeteoBody(temp: number, code: number, isDay: 0 | 1, time = 1_795_240_000) {
  return {
    latitude: 13.39,
    longitude: 75.72,
    current_units: { temperature_2m: '°C', weather_code: 'wmo code' },
    current: { time, interval: 900, temperature_2m: temp, weather_code: code, is_day: isDay },
  }
}
