// Length: one subject, /api/weather against the fake provider, a case per provider answer.
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { weatherProviderFor } from '../../server/app.ts'
import { fromWmoCode } from '../../server/weather/weather.providers.ts'
import { FakeWeatherServer, openMeteoBody, owmBody } from './fakes/weather-server.ts'
import { logRecorder, testApp, TestClock, testConfig } from './helpers.ts'

const apiKey = 'owm-secret-key-1234567890'
const tenMinutes = 10 * 60 * 1000

let fake: FakeWeatherServer
let base: string
let clock: TestClock
let recorder = logRecorder()
let opened: { app: FastifyInstance; close: () => Promise<void> } | undefined

beforeEach(async () => {
  fake = new FakeWeatherServer()
  base = await fake.start()
  clock = new TestClock()
  recorder = logRecorder()
})
afterEach(async () => {
  await opened?.close()
  opened = undefined
  await fake.stop()
})

/** The app with the provider its configuration selects, logs captured. */
async function start(withKey: boolean, timeoutMs = 3000): Promise<FastifyInstance> {
  const overrides = {
    weatherApiKey: withKey ? apiKey : undefined,
    weatherApiUrl: base,
    logLevel: 'info' as const,
  }
  opened = await testApp(overrides, {
    clock,
    weatherProvider: weatherProviderFor(testConfig('/unused', overrides)),
    weather: { timeoutMs },
    logStream: recorder.stream,
  })
  return opened.app
}

const weather = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/weather' })

/** The reading the API answers, observed at the fake providers' fixed time. */
const reading = (temp: number, condition: string, icon: string) => ({
  temp,
  condition,
  icon,
  time: new Date(1_795_240_000 * 1000).toISOString(),
})

describe('OpenWeatherMap (WEATHER_API_KEY set)', () => {
  it('maps main.temp, weather[0].main and weather[0].icon, rounding the temperature', async () => {
    fake.behaviour = { kind: 'json', body: owmBody(18.6, 'Clouds', '04d') }
    const app = await start(true)
    const res = await weather(app)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=60')
    expect(res.json()).toEqual(reading(19, 'Clouds', '04d'))
    expect(fake.paths).toEqual(['/data/2.5/weather'])
    const query = fake.queries[0]
    expect(query?.get('units')).toBe('metric')
    expect(query?.get('appid')).toBe(apiKey)
    expect(Number(query?.get('lat'))).toBeCloseTo(13.3918)
    expect(Number(query?.get('lon'))).toBeCloseTo(75.7241)
  })

  it('never shows the key in an answer or a log, even when the provider fails', async () => {
    fake.behaviour = { kind: 'status', status: 401, body: `Invalid API key ${apiKey}` }
    const app = await start(true)
    const res = await weather(app)
    expect(res.statusCode).toBe(503)
    expect(res.body).not.toContain(apiKey)
    expect(recorder.text()).toContain('openweathermap: the provider answered HTTP 401')
    expect(recorder.text()).not.toContain(apiKey)
    expect(recorder.text()).not.toContain('appid')
  })

  it('rejects an answer of an unexpected shape', async () => {
    fake.behaviour = { kind: 'json', body: { main: { temp: 'warm' }, weather: [] } }
    const app = await start(true)
    expect((await weather(app)).statusCode).toBe(503)
  })
})

describe('Open-Meteo (no key)', () => {
  it('maps WMO codes onto OpenWeatherMap conditions and day or night icons', async () => {
    fake.behaviour = { kind: 'json', body: openMeteoBody(14.4, 61, 0) }
    const app = await start(false)
    const res = await weather(app)
    expect(res.json()).toEqual(reading(14, 'Rain', '10n'))
    expect(fake.paths).toEqual(['/v1/forecast'])
    expect(fake.queries[0]?.get('current')).toBe('temperature_2m,weather_code,is_day')
    expect(fake.queries[0]?.has('appid')).toBe(false)
  })

  it('maps every WMO group', () => {
    const cases: [number, string, string][] = [
      [0, 'Clear', '01'],
      [1, 'Clouds', '02'],
      [2, 'Clouds', '03'],
      [3, 'Clouds', '04'],
      [45, 'Fog', '50'],
      [48, 'Fog', '50'],
      [53, 'Drizzle', '09'],
      [63, 'Rain', '10'],
      [67, 'Rain', '13'],
      [75, 'Snow', '13'],
      [81, 'Rain', '09'],
      [86, 'Snow', '13'],
      [95, 'Thunderstorm', '11'],
      [99, 'Thunderstorm', '11'],
    ]
    for (const [code, condition, icon] of cases) {
      expect(fromWmoCode(code), String(code)).toEqual({ condition, icon })
    }
  })
})

describe('caching, timeouts and failures', () => {
  it('asks the provider once per ten minutes, concurrent requests sharing the call', async () => {
    fake.behaviour = { kind: 'json', body: owmBody(20, 'Clear', '01d'), delayMs: 50 }
    const app = await start(true)
    const answers = await Promise.all(Array.from({ length: 50 }, () => weather(app)))
    expect(answers.every((res) => res.statusCode === 200)).toBe(true)
    expect(fake.calls).toBe(1)

    clock.advance(tenMinutes - 1)
    await weather(app)
    // a refresh would run in the background: wait for any before counting
    await app.trillium.weather.settled()
    expect(fake.calls).toBe(1)

    fake.behaviour = { kind: 'json', body: owmBody(22, 'Clouds', '02d') }
    clock.advance(1)
    // the caller gets the last reading at once; the new one arrives in the background
    expect((await weather(app)).json()).toMatchObject({ temp: 20 })
    await app.trillium.weather.settled()
    expect((await weather(app)).json()).toMatchObject({ temp: 22, icon: '02d' })
    expect(fake.calls).toBe(2)
  })

  it('gives up on a slow provider after the timeout and answers 503 with no reading yet', async () => {
    fake.behaviour = { kind: 'hang' }
    const app = await start(true, 200)
    const started = performance.now()
    const res = await weather(app)
    expect(performance.now() - started).toBeLessThan(3000)
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ message: 'Weather data not available.' })
    expect(recorder.text()).toContain('did not answer in time')
  })

  it('serves the last good reading when the provider fails or times out later', async () => {
    fake.behaviour = { kind: 'json', body: owmBody(17, 'Mist', '50d') }
    const app = await start(true, 2000)
    expect((await weather(app)).statusCode).toBe(200)

    fake.behaviour = { kind: 'status', status: 502 }
    clock.advance(tenMinutes)
    const stale = await weather(app)
    expect(stale.statusCode).toBe(200)
    expect(stale.json()).toMatchObject({ temp: 17, condition: 'Mist', icon: '50d' })

    await app.trillium.weather.settled()

    fake.behaviour = { kind: 'hang' }
    clock.advance(tenMinutes)
    expect((await weather(app)).json()).toMatchObject({ temp: 17 })
    await vi.waitFor(() => expect(fake.calls).toBe(3))
  })

  it('answers 503 during an outage with no reading, and does not hammer the provider', async () => {
    const app = await start(false)
    await fake.stop()
    const res = await weather(app)
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ message: 'Weather data not available.' })
    expect(recorder.text()).toContain('open-meteo: the provider could not be reached')
    // the next calls before the first retry (30 s) do not ask again
    for (let i = 0; i < 5; i++) expect((await weather(app)).statusCode).toBe(503)
    fake = new FakeWeatherServer()
    await fake.start()
  })

  it('refuses other methods with 405', async () => {
    const app = await start(false)
    const res = await app.inject({ method: 'POST', url: '/api/weather' })
    expect(res.statusCode).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
  })
})

describe('degrading gracefully (issue 15)', () => {
  it('retries a failed provider after 30 s, then backs off, instead of waiting ten minutes', async () => {
    fake.behaviour = { kind: 'status', status: 502 }
    const app = await start(true)
    expect((await weather(app)).statusCode).toBe(503)
    expect(fake.calls).toBe(1)
    clock.advance(29_999)
    await weather(app)
    expect(fake.calls).toBe(1)
    clock.advance(1)
    expect((await weather(app)).statusCode).toBe(503)
    expect(fake.calls).toBe(2)
    // the second failure waits twice as long: 60 s
    clock.advance(59_999)
    await weather(app)
    expect(fake.calls).toBe(2)
    fake.behaviour = { kind: 'json', body: owmBody(16, 'Rain', '10d') }
    clock.advance(1)
    expect((await weather(app)).json()).toMatchObject({ temp: 16 })
    expect(fake.calls).toBe(3)
  })

  it('answers at once from the last reading while the provider hangs', async () => {
    fake.behaviour = { kind: 'json', body: owmBody(18, 'Clouds', '03d') }
    // the production timeout: a caller waiting for the call would wait 4 s
    const app = await start(true, 4000)
    expect((await weather(app)).statusCode).toBe(200)
    fake.behaviour = { kind: 'hang' }
    clock.advance(tenMinutes)
    const started = performance.now()
    const res = await weather(app)
    expect(performance.now() - started).toBeLessThan(500)
    expect(res.json()).toMatchObject({ temp: 18 })
    // the refresh runs in the background
    await vi.waitFor(() => expect(fake.calls).toBe(2))
  })

  it('stops presenting a reading as current once it is more than three hours old, not at three', async () => {
    fake.behaviour = { kind: 'json', body: owmBody(21, 'Clear', '01d') }
    const app = await start(true, 200)
    expect((await weather(app)).statusCode).toBe(200)
    fake.behaviour = { kind: 'status', status: 500 }
    clock.advance(3 * 60 * 60 * 1000)
    expect((await weather(app)).json()).toMatchObject({ temp: 21 })
    await app.trillium.weather.settled()
    clock.advance(1)
    const old = await weather(app)
    expect(old.statusCode).toBe(503)
    expect(old.json()).toEqual({ message: 'Weather data not available.' })
  })
})
