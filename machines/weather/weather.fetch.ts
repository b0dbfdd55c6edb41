/** The reading `GET /api/weather` answers (DECISIONS: temp in whole degrees Celsius). */
export interface WeatherReading {
  readonly temp: number
  readonly condition: string
  /** The provider's icon code (e.g. `04d`), mapped to the site's own SVG icons. */
  readonly icon: string
  /** ISO 8601 instant of the observation. */
  readonly time: string
}

function isReading(body: unknown): body is WeatherReading {
  if (typeof body !== 'object' || body === null) return false
  const r = body as Record<string, unknown>
  return (
    typeof r.temp === 'number' &&
    Number.isFinite(r.temp) &&
    typeof r.condition === 'string' &&
    typeof r.icon === 'string' &&
    typeof r.time === 'string'
  )
}

/** How long the card waits for the site's server before it shows the failure message. */
const readingTimeoutMs = 8000

/**
 * Fetches the resort's current weather from the site's own server. Any non-2xx answer, network
 * failure, timeout or malformed body rejects, which the weather machine shows as its error
 * message: the card must never show half a reading.
 */
export async function fetchWeatherReading(
  fetchImpl: typeof fetch = fetch,
  url = '/api/weather',
  timeoutMs = readingTimeoutMs,
): Promise<WeatherReading> {
  const response = await fetchImpl(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw new Error(`Weather request failed with HTTP ${response.status}`)
  const body: unknown = await response.json()
  if (!isReading(body)) throw new Error('Weather answer is not a reading')
  return {
    temp: Math.round(body.temp),
    condition: body.condition,
    icon: body.icon,
    time: body.time,
  }
}
