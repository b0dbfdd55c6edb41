/** The reading the weather card shows (spec section 3): whole degrees Celsius and an OpenWeatherMap-style icon code. */
export interface WeatherReading {
  temp: number
  condition: string
  /** `01d` .. `50n`, the site's own SVG icons are keyed by it. */
  icon: string
  /** ISO 8601 instant of the observation. */
  time: string
}

/** A source of the current weather at the resort. `fetchCurrent` must honour `signal`. */
export interface WeatherProvider {
  readonly name: string
  fetchCurrent(signal: AbortSignal): Promise<WeatherReading>
}

interface Coordinates {
  latitude: number
  longitude: number
}

/** A provider failure whose message is safe to log (it never contains the API key or URL). */
export class WeatherProviderError extends Error {
  override name = 'WeatherProviderError'
}

const iconPattern = /^(01|02|03|04|09|10|11|13|50)[dn]$/

function join(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`
}

async function getJson(url: string, signal: AbortSignal): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json' } })
  } catch (error) {
    if (signal.aborted) throw new WeatherProviderError('the provider did not answer in time')
    const cause = (error as { cause?: { code?: unknown } }).cause
    const code = typeof cause?.code === 'string' ? ` (${cause.code})` : ''
    throw new WeatherProviderError(`the provider could not be reached${code}`)
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new WeatherProviderError(`the provider answered HTTP ${response.status}`)
  }
  try {
    return await response.json()
  } catch {
    if (signal.aborted) throw new WeatherProviderError('the provider did not answer in time')
    throw new WeatherProviderError('the provider answered with invalid JSON')
  }
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

function observationTime(seconds: number | undefined): string {
  return new Date(seconds === undefined ? Date.now() : seconds * 1000).toISOString()
}

/**
 * A provider that GETs one JSON document per reading: `base` (or its default) joined with
 * `path`, the query, and `read` turning the body into a reading (or throwing on a bad shape).
 */
function jsonProvider(
  name: string,
  request: { base: string; path: string; query: Record<string, string> },
  read: (body: Record<string, unknown> | undefined) => WeatherReading,
): WeatherProvider {
  const url = `${join(request.base, request.path)}?${new URLSearchParams(request.query)}`
  return { name, fetchCurrent: async (signal) => read(record(await getJson(url, signal))) }
}

const unexpectedShape = () => new WeatherProviderError('the provider answered an unexpected shape')

/**
 * OpenWeatherMap's current-weather API (`/data/2.5/weather`, metric units), used when
 * `WEATHER_API_KEY` is set. It reads `main.temp`, `weather[0].main` and `weather[0].icon`,
 * exactly what the original card read; the key only ever travels in the request to the provider.
 */
export function openWeatherMapProvider(
  options: Coordinates & { apiKey: string; baseUrl?: string | undefined },
): WeatherProvider {
  const { latitude, longitude, apiKey } = options
  const base = options.baseUrl ?? 'https://api.openweathermap.org'
  const query = { lat: String(latitude), lon: String(longitude), units: 'metric', appid: apiKey }
  return jsonProvider('openweathermap', { base, path: '/data/2.5/weather', query }, (body) => {
    const temp = finite(record(body?.main)?.temp)
    const first = record(Array.isArray(body?.weather) ? body.weather[0] : undefined)
    const condition = typeof first?.main === 'string' ? first.main.slice(0, 40) : undefined
    const icon = typeof first?.icon === 'string' ? first.icon : undefined
    if (temp === undefined || condition === undefined || icon === undefined) throw unexpectedShape()
    if (!iconPattern.test(icon)) throw unexpectedShape()
    return { temp: Math.round(temp), condition, icon, time: observationTime(finite(body?.dt)) }
  })
}

/**
 * Maps a WMO weather code (Open-Meteo's `weather_code`) to OpenWeatherMap's condition and
 * icon base, so both providers feed the same icons.
 */
export function fromWmoCode(code: number): { condition: string; icon: string } {
  if (code === 0) return { condition: 'Clear', icon: '01' }
  if (code === 1) return { condition: 'Clouds', icon: '02' }
  if (code === 2) return { condition: 'Clouds', icon: '03' }
  if (code === 3) return { condition: 'Clouds', icon: '04' }
  if (code === 45 || code === 48) return { condition: 'Fog', icon: '50' }
  if (code >= 51 && code <= 57) return { condition: 'Drizzle', icon: '09' }
  if (code === 66 || code === 67) return { condition: 'Rain', icon: '13' }
  if (code >= 61 && code <= 65) return { condition: 'Rain', icon: '10' }
  if (code >= 71 && code <= 77) return { condition: 'Snow', icon: '13' }
  if (code >= 80 && code <= 82) return { condition: 'Rain', icon: '09' }
  if (code === 85 || code === 86) return { condition: 'Snow', icon: '13' }
  if (code >= 95 && code <= 99) return { condition: 'Thunderstorm', icon: '11' }
  return { condition: 'Clouds', icon: '03' }
}

/**
 * Open-Meteo's keyless forecast API (`/v1/forecast?current=...`), used when no key is set, so a
 * fresh install shows the weather wherever the internet is reachable.
 */
export function openMeteoProvider(
  options: Coordinates & { baseUrl?: string | undefined },
): WeatherProvider {
  const base = options.baseUrl ?? 'https://api.open-meteo.com'
  const query = {
    latitude: String(options.latitude),
    longitude: String(options.longitude),
    current: 'temperature_2m,weather_code,is_day',
    timeformat: 'unixtime',
  }
  return jsonProvider('open-meteo', { base, path: '/v1/forecast', query }, (body) => {
    const current = record(body?.current)
    const temp = finite(current?.temperature_2m)
    const code = finite(current?.weather_code)
    if (temp === undefined || code === undefined) throw unexpectedShape()
    const { condition, icon } = fromWmoCode(Math.round(code))
    const night = finite(current?.is_day) === 0
    return {
      temp: Math.round(temp),
      condition,
      icon: `${icon}${night ? 'n' : 'd'}`,
      time: observationTime(finite(current?.time)),
    }
  })
}
