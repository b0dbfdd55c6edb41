import { createServer, type Server } from 'node:http'
import { pathToFileURL } from 'node:url'

/**
 * A stand-in for OpenWeatherMap's current-weather endpoint (`/data/2.5/weather`): a real HTTP
 * server on loopback answering the provider's JSON shape (18.6 °C of mist). The end-to-end runs
 * and the benchmark start it as a process (`tsx tests/fakes/weather-provider.ts`, port from
 * FAKE_WEATHER_PORT); `npm run dev` starts it in-process when no WEATHER_API_KEY is set.
 */
export function createFakeWeatherProvider(): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === '/healthz') {
      res.writeHead(200).end('ok')
      return
    }
    if (!url.pathname.endsWith('/data/2.5/weather') || !url.searchParams.get('appid')) {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"cod":401,"message":"Invalid API key"}')
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        coord: {
          lon: Number(url.searchParams.get('lon')),
          lat: Number(url.searchParams.get('lat')),
        },
        weather: [{ id: 701, main: 'Mist', description: 'mist', icon: '50d' }],
        main: { temp: 18.6, feels_like: 18.2, humidity: 88 },
        dt: Math.floor(Date.now() / 1000),
        name: 'Chikmagalur',
        cod: 200,
      }),
    )
  })
}

/** Starts the fake on `127.0.0.1:<port>`; resolves once it listens, rejects if it cannot. */
export function startFakeWeatherProvider(port: number): Promise<Server> {
  const server = createFakeWeatherProvider()
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env['FAKE_WEATHER_PORT'] ?? 4311)
  void startFakeWeatherProvider(port).then((server) => {
    process.on('SIGTERM', () => server.close(() => process.exit(0)))
  })
}
