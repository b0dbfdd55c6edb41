import { randomBytes } from 'node:crypto'
import type { Writable } from 'node:stream'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import { site } from '../content/site.ts'
import { systemClock, type Clock } from './clock.ts'
import type { ServerConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { EnquiryRepository } from './enquiries/enquiry.repository.ts'
import { registerEnquiryRoutes } from './enquiries/enquiry.routes.ts'
import { EnquiryWriter } from './enquiries/enquiry-writer.ts'
import { RateLimiter } from './enquiries/rate-limit.ts'
import { genericServerError } from './http.ts'
import { Outbox, type OutboxOptions } from './mail/outbox.ts'
import { OutboxRepository } from './mail/outbox.repository.ts'
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts'
import { scanSiteFiles } from './static/site-files.ts'
import { registerStaticRoutes } from './static/static.routes.ts'
import {
  openMeteoProvider,
  openWeatherMapProvider,
  type WeatherProvider,
} from './weather/weather.providers.ts'
import { registerWeatherRoutes } from './weather/weather.routes.ts'
import { WeatherService, type WeatherServiceOptions } from './weather/weather.service.ts'

/** The largest enquiry body accepted (DECISIONS: 16 KiB), larger ones get 413. */
export const bodyLimitBytes = 16 * 1024

export interface AppOptions {
  /** The validated configuration (see `readServerConfig`): dist dir, database path, SMTP, limits. */
  config: ServerConfig
  clock?: Clock
  /** Weather source; by default OpenWeatherMap with a key, else Open-Meteo, per the config. */
  weatherProvider?: WeatherProvider
  weather?: WeatherServiceOptions
  /** Outbox timings (tests shorten the backoff). */
  outbox?: Partial<Pick<OutboxOptions, 'baseDelayMs' | 'maxDelayMs' | 'maxAttempts' | 'pollMs'>>
  /** Where logs go; default stdout. Pass a stream to capture them in tests. */
  logStream?: Writable
}

/** What the app exposes beyond fastify, for tests and the staff tools. */
export interface AppParts {
  repository: EnquiryRepository
  outbox: Outbox | undefined
  outboxRepository: OutboxRepository
  weather: WeatherService
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

/**
 * Builds the whole HTTP application (never listens): security headers on every response, the
 * static site from the build folder, `/healthz`, the enquiry API on SQLite with the staff-mail
 * outbox, and the weather API. Closing the app stops the outbox and closes the database.
 */
export function buildApp(options: AppOptions): FastifyInstance {
  const { config } = options
  const clock = options.clock ?? systemClock
  const weatherKey = config.weatherApiKey

  const app = Fastify({
    bodyLimit: bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    logger:
      config.logLevel === 'silent' && options.logStream === undefined
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream === undefined ? {} : { stream: options.logStream }),
            // No addresses, headers or query strings: logs carry no personal data.
            serializers: {
              req: (req: { method: string; url: string }) => ({
                method: req.method,
                path: req.url.split('?')[0],
              }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
          },
    // One line per request (below, on response) instead of fastify's two.
    disableRequestLogging: true,
  })

  const db = openDatabase(config.databasePath)
  const repository = new EnquiryRepository(db)
  const outboxRepository = new OutboxRepository(db)
  const secret =
    config.enquirySecret ??
    repository.setting('challenge_secret', randomBytes(32).toString('base64url'))
  repository.purgeChallenges(clock.now())

  const outbox =
    config.smtpUrl === undefined
      ? undefined
      : new Outbox(outboxRepository, {
          smtpUrl: config.smtpUrl,
          from: config.mailFrom,
          to: config.mailTo,
          clock,
          ...options.outbox,
          onError: (message) => app.log.warn(message),
        })
  const writer = new EnquiryWriter(repository, outbox !== undefined, () => outbox?.kick())
  const weather = new WeatherService(options.weatherProvider ?? weatherProviderFor(config), clock, {
    ...options.weather,
    onError: (message) =>
      app.log.warn(
        weatherKey === undefined ? message : message.split(weatherKey).join('[redacted]'),
      ),
  })
  app.decorate('trillium', { repository, outbox, outboxRepository, weather })

  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    )
    done()
  })

  const headers = securityHeaders(config)
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers)
  })

  // Our own JSON parser: a body that is not JSON is 415 (DECISIONS), and keys such as
  // `__proto__` become plain unknown fields that the schema rejects.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string))
    } catch {
      const error = new Error('The body is not valid JSON') as FastifyError
      error.statusCode = 415
      done(error, undefined)
    }
  })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.code(500).send({ message: genericServerError })
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ message: 'The enquiry is too large (16 KiB at most)' })
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply.code(415).send({ message: 'Send the enquiry as JSON (application/json)' })
    }
    return reply.code(status).send({ message: error.message })
  })

  app.get('/healthz', async (_request, reply) => {
    let ok = false
    try {
      ok = repository.ping()
    } catch (error) {
      app.log.error({ err: error }, 'health check failed')
    }
    return reply
      .code(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ok ? 'ok' : 'error', database: ok ? 'ok' : 'unavailable' })
  })

  registerEnquiryRoutes(app, {
    repository,
    writer,
    limiter: new RateLimiter(config.rateLimit.max, config.rateLimit.windowMs),
    secret,
    clock,
  })
  registerWeatherRoutes(app, weather)
  app.all('/api/*', async (_request, reply) => reply.code(404).send({ message: 'Not found' }))

  const files = scanSiteFiles(config.distDir)
  if (files.size === 0) app.log.warn(`no built site found in ${config.distDir}; run npm run build`)
  registerStaticRoutes(app, files, (styleSources) => contentSecurityPolicy(config, styleSources))

  const purge = setInterval(() => repository.purgeChallenges(clock.now()), 60 * 60 * 1000)
  purge.unref()

  app.addHook('onReady', (done) => {
    outbox?.start()
    done()
  })
  app.addHook('onClose', async () => {
    clearInterval(purge)
    writer.flush()
    await outbox?.stop()
    db.close()
  })
  return app
}
