import { site } from './site.ts'

/**
 * Deploy-time configuration, read once from the environment and validated as a whole:
 * every bad variable is named in one readable error, so a deploy fails at start with the
 * full list rather than one problem at a time.
 */
export interface DeployConfig {
  siteUrl: string
  mediaBaseUrl: string
  bookingEngineUrl: string
  port: number
  host: string
  databasePath: string
  weatherApiKey: string | undefined
  weatherApiUrl: string | undefined
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

type Env = Readonly<Record<string, string | undefined>>

function absoluteHttpUrl(name: string, value: string, problems: string[]): string {
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      problems.push(`${name} must be an http(s) URL, got "${value}"`)
    }
    return value.replace(/\/+$/, '')
  } catch {
    problems.push(`${name} must be an absolute URL such as https://example.com, got "${value}"`)
    return value
  }
}

/** Listening addresses that mean "this machine": a browser on it reaches them as localhost. */
const thisMachine = new Set(['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'])

/**
 * The origin used when SITE_URL is unset: this machine at PORT (`http://localhost:3100` for
 * PORT=3100), or HOST when it names another address. So an operator who only picks a port gets
 * canonical links and a sitemap that point where the site answers. PORT 0 (any free port) cannot
 * be known before listening: the site configuration's default is used then.
 */
export function localOrigin(host: string, port: number): string {
  if (port === 0) return site.defaults.siteUrl
  const name = thisMachine.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return `http://${name}:${port}`
}

/** Reads and validates the deploy-time variables of DECISIONS.md; throws ConfigError listing every problem. */
export function readDeployConfig(env: Env): DeployConfig {
  const problems: string[] = []
  const text = (name: string): string | undefined => {
    const v = env[name]
    return v === undefined || v.trim() === '' ? undefined : v.trim()
  }

  const mediaRaw = text('MEDIA_BASE_URL') ?? site.defaults.mediaBaseUrl
  let mediaBaseUrl = mediaRaw.replace(/\/+$/, '')
  if (mediaRaw.startsWith('/')) {
    if (mediaRaw.startsWith('//'))
      problems.push(
        `MEDIA_BASE_URL must be a path like /media or an absolute URL, got "${mediaRaw}"`,
      )
  } else {
    mediaBaseUrl = absoluteHttpUrl('MEDIA_BASE_URL', mediaRaw, problems)
  }

  const bookingEngineUrl = absoluteHttpUrl(
    'BOOKING_ENGINE_URL',
    text('BOOKING_ENGINE_URL') ?? site.defaults.bookingEngineUrl,
    problems,
  )

  const portRaw = text('PORT') ?? '3000'
  const port = Number(portRaw)
  const portValid = /^\d+$/.test(portRaw) && port <= 65535
  if (!portValid) {
    problems.push(`PORT must be a whole number from 0 to 65535, got "${portRaw}"`)
  }

  const host = text('HOST') ?? '127.0.0.1'
  if (/\s|\//.test(host)) problems.push(`HOST must be a host name or address, got "${host}"`)

  const siteUrlRaw = text('SITE_URL')
  const siteUrl =
    siteUrlRaw === undefined
      ? localOrigin(host, portValid ? port : 0)
      : absoluteHttpUrl('SITE_URL', siteUrlRaw, problems)

  const databasePath = text('DATABASE_PATH') ?? 'data/trillium.db'

  const weatherApiKey = text('WEATHER_API_KEY')
  const weatherApiUrlRaw = text('WEATHER_API_URL')
  const weatherApiUrl =
    weatherApiUrlRaw === undefined
      ? undefined
      : absoluteHttpUrl('WEATHER_API_URL', weatherApiUrlRaw, problems)

  if (problems.length > 0) throw new ConfigError(problems)
  return {
    siteUrl,
    mediaBaseUrl,
    bookingEngineUrl,
    port,
    host,
    databasePath,
    weatherApiKey,
    weatherApiUrl,
  }
}
