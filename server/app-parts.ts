import type { Writable } from 'node:stream'
import { site } from '../content/site.ts'
import type { Clock } from './clock.ts'
import type { ServerConfig } from './config.ts'
import type { ConnectionGuard } from './connections.ts'
import type { Database } from './db/database.ts'
import type { DeskCore, DeskEnquiries } from './desk/desk.ts'
import type { BurntTokens } from './enquiries/burnt-tokens.ts'
import type { EnquiryRepository } from './enquiries/enquiry.repository.ts'
import type { Outbox, OutboxOptions } from './mail/outbox.ts'
import type { CountParts } from './insights/count-parts.ts'
import type { OutboxRepository } from './mail/outbox.repository.ts'
import type { VitalsRecorder } from './vitals/vitals-recorder.ts'
import type { VitalsRepository } from './vitals/vitals.repository.ts'
import {
  openMeteoProvider,
  openWeatherMapProvider,
  type WeatherProvider,
} from './weather/weather.providers.ts'
import type { WeatherService, WeatherServiceOptions } from './weather/weather.service.ts'

/*
 * What `buildApp` (app.ts) takes and what it exposes: the options, the parts tests and tools
 * reach through `app.trillium`, and the weather provider the configuration asks for.
 */

export interface AppOptions {
  /** The validated configuration (see `readServerConfig`): dist dir, database, SMTP, limits. */
  config: ServerConfig
  clock?: Clock
  /** Weather source; by default OpenWeatherMap with a key, else Open-Meteo, per the config. */
  weatherProvider?: WeatherProvider
  weather?: WeatherServiceOptions
  /** How often held metric beacons are written (tests shorten it). */
  vitalsFlushMs?: number
  /** Outbox timings (tests shorten the backoff and the lease) and the instance's name. */
  outbox?: Partial<
    Pick<OutboxOptions, 'baseDelayMs' | 'maxDelayMs' | 'maxAttempts' | 'pollMs' | 'instance'>
  >
  /** Where logs go; default stdout. Pass a stream to capture them in tests. */
  logStream?: Writable
  /**
   * The desk's changes are also taken from the request's own origin (the development server,
   * whose port SITE_URL does not name); only SITE_URL's otherwise.
   */
  deskAcceptsRequestOrigin?: boolean
}

/** What the app exposes beyond fastify, for tests and the staff tools. */
export interface AppParts {
  database: Database
  repository: EnquiryRepository
  /** Why the database cannot take enquiries now (known without a query), or undefined. */
  storageProblem: () => string | undefined
  /** The connection ceiling's guard: open connections and how many were shed. */
  connections: ConnectionGuard
  /** Set when shutdown begins: new requests get 503 and `Connection: close`. */
  draining: { value: boolean }
  outbox: Outbox | undefined
  outboxRepository: OutboxRepository
  burnt: BurntTokens
  vitals: VitalsRepository
  vitalsRecorder: VitalsRecorder
  /** The site count's storage: raw events' writer, day salts, roll-up and retention. */
  count: CountParts
  weather: WeatherService
  /** The reservations desk's parts (sessions, staff, audit...), set once the desk is registered. */
  desk: DeskCore
  /** The desk's enquiries: the inbox's queries, the enquiry's life and the live feed. */
  deskEnquiries: DeskEnquiries
}

declare module 'fastify' {
  interface FastifyInstance {
    trillium: AppParts
  }
}

/** The weather provider the configuration asks for. */
export function weatherProviderFor(config: ServerConfig): WeatherProvider {
  const { latitude, longitude } = site.coordinates
  return config.weatherApiKey !== undefined
    ? openWeatherMapProvider({
        latitude,
        longitude,
        apiKey: config.weatherApiKey,
        baseUrl: config.weatherApiUrl,
      })
    : openMeteoProvider({ latitude, longitude, baseUrl: config.weatherApiUrl })
}
