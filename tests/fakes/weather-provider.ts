import { createServer } from 'node:http'

/**
 * A stand-in for OpenWeatherMap's current-weather endpoint (`/data/2.5/weather`) for the
 * end-to-end runs: a real HTTP server on loopback answering the provider's JSON shape.
 */
const port = Number(process.env['FAKE_WEATHER_PORT'] ?? 4311)

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
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
      coord: { lon: Number(url.searchParams.get('lon')), lat: Number(url.searchParams.get('lat')) },
      weather: [{ id: 701, main: 'Mist', description: 'mist', icon: '50d' }],
      main: { temp: 18.6, feels_like: 18.2, humidity: 88 },
      dt: Math.floor(Date.now() / 1000),
      name: 'Chikmagalur',
      cod: 200,
    }),
  )
})

server.listen(port, '127.0.0.1')
process.on('SIGTERM', () => server.close(() => process.exit(0)))
