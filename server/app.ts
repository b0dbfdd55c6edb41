// Length: the app's assembly: plugins, security headers, timeouts and routes, wired in one readable order.
import { randomBytes } from 'node:crypto'
import type { Socket } from 'node:net'
import type { Writable } from 'node:stream'
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import type { Db } from './db/database.ts'
import { site } from '../content/site.ts'
import { systemClock, type Clock } from './clock.ts'
import type { ServerConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { EnquiryRepository } from './enquiries/enquiry.repository.ts'
import { registerEnquiryRoutes } from './enquiries/enquiry.routes.ts'
import { EnquiryWriter } from './enquiries/enquiry-writer.ts'
import { RateLimiter } from './enquiries/rate-limit.ts'
import { clientResolver, isPrivateAddress } from './client-address.ts'
import { ConnectionGuard, serverTimeoutOptions } from './connections.ts'
import { DatabaseHealth } from './db/database-health.ts'
import { issueChallenge, SpentChallenges } from './enquiries/challenge.ts'
import {
  enquiryFormAnswerer,
  enquiryPageRenderer,
  tooLargePage,
} from './enquiries/enquiry-form-page.ts'
import { formMediaType, isFormPost } from './enquiries/form-post.ts'
import { genericServerError, rawErrorResponse } from './http.ts'
import { refuseUnrouted } from './method-policy.ts'
import { Outbox, type OutboxOptions } from './mail/outbox.ts'
import { OutboxRepository } from './mail/outbox.repository.ts'
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts'
import { createDayPages } from './static/day-pages.ts'
import { scanSiteFiles } from './static/site-files.ts'
import { sendHtml } from './static/encoding.ts'
import { registerStaticRoutes } from './static/static.routes.ts'
import {
  openMeteoProvider,
  openWeatherMapProvider,
  type WeatherProvider,
} from './weather/weather.providers.ts'
import { registerVitalsRoutes } from './vitals/vitals.routes.ts'
import { VitalsRecorder } from './vitals/vitals-recorder.ts'
import { VitalsRepository } from './vitals/vitals.repository.ts'
import { registerWeatherRoutes } from './weather/weather.routes.ts'
import { WeatherService, type WeatherServiceOptions } from './weather/weather.service.ts'

/** The largest enquiry body accepted (DECISIONS: 16 KiB), larger ones get 413. */
export const bodyLimitBytes = 16 * 1024
/** The largest form post (the enquiry without JavaScript): the same text percent-encoded. */
export const formBodyLimitBytes = 3 * bodyLimitBytes

export interface AppOptions {
  /** The validated configuration (see `readServerConfig`): dist dir, database path, SMTP, limits. */
  config: ServerConfig
  clock?: Clock
  /** Weather source; by default OpenWeatherMap with a key, else Open-Meteo, per the config. */
  weatherProvider?: WeatherProvider
  weather?: WeatherServiceOptions
  /** How often held metric beacons are written (tests shorten it). */
  vitalsFlushMs?: number
  /** Outbox timings (tests shorten the backoff). */
  outbox?: Partial<Pick<OutboxOptions, 'baseDelayMs' | 'maxDelayMs' | 'maxAttempts' | 'pollMs'>>
  /** Where logs go; default stdout. Pass a stream to capture them in tests. */
  logStream?: Writable
}

/** What the app exposes beyond fastify, for tests and the staff tools. */
export interface AppParts {
  db: Db
  repository: EnquiryRepository
  /** Why the database cannot take enquiries now (checked live), or undefined. */
  storageProblem: () => string | undefined
  /** The connection ceiling's guard: open connections and how many were shed. */
  connections: ConnectionGuard
  /** Set when shutdown begins: new requests get 503 and `Connection: close`. */
  draining: { value: boolean }
  outbox: Outbox | undefined
  outboxRepository: OutboxRepository
  vitals: VitalsRepository
  vitalsRecorder: VitalsRecorder
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

  const headers = securityHeaders(config)
  const draining = { value: false }

  const app = Fastify({
    bodyLimit: bodyLimitBytes,
    // The client address is resolved by client-address.ts from TRUST_PROXY, never by fastify.
    trustProxy: false,
    // Our own 503 while draining, with the security headers (fastify's has none).
    return503OnClosing: false,
    ...serverTimeoutOptions(),
    // A URL fastify cannot decode (`/%zz`) still gets the security headers.
    frameworkErrors: (error, _request, reply) => {
      const answer = reply as unknown as FastifyReply
      answer.headers(headers).header('cache-control', 'no-store').code(400)
      void answer.send({
        message: error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : 'Bad request',
      })
    },
    // A request Node could not parse, or one too slow to arrive: answered on the raw socket.
    clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return
      const [status, message] =
        error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'The request took too long to arrive']
          : error.code === 'HPE_HEADER_OVERFLOW'
            ? [431, 'The request headers are too large']
            : [400, 'Malformed request']
      if (socket.writable) socket.end(rawErrorResponse(status, message, headers))
      socket.destroy()
    },
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
    logController: new LogController({ disableRequestLogging: true }),
  })
  const connections = new ConnectionGuard(app.server, config.maxConnections)

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
  const health = new DatabaseHealth(config.databasePath)
  let reported: string | undefined
  /** The storage's state now, logged when it changes. */
  const storageProblem = (): string | undefined => {
    const problem = health.problem()
    if (problem !== reported) {
      if (problem !== undefined)
        app.log.error(
          `database unavailable: ${problem}; enquiries are refused (503) until it is fixed`,
        )
      else app.log.info('database available again')
      reported = problem
    }
    return problem
  }
  const storage = {
    problem: storageProblem,
    recordFailure: (error: unknown) => health.recordFailure(error),
    recordSuccess: () => health.recordSuccess(),
  }
  const writer = new EnquiryWriter(repository, outbox !== undefined, () => outbox?.kick(), storage)
  const vitals = new VitalsRepository(db)
  const vitalsRecorder = new VitalsRecorder(vitals, storage, {
    ...(options.vitalsFlushMs === undefined ? {} : { flushMs: options.vitalsFlushMs }),
    onError: (message) => app.log.warn(message),
  })
  const weather = new WeatherService(options.weatherProvider ?? weatherProviderFor(config), clock, {
    ...options.weather,
    onError: (message) =>
      app.log.warn(
        weatherKey === undefined ? message : message.split(weatherKey).join('[redacted]'),
      ),
  })
  app.decorate('trillium', {
    db,
    repository,
    storageProblem,
    connections,
    draining,
    outbox,
    outboxRepository,
    vitals,
    vitalsRecorder,
    weather,
  })

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

  const resolveClient = clientResolver(config.trustProxy)
  const clientKey = (request: FastifyRequest) =>
    resolveClient(request.raw.socket.remoteAddress, request.headers).key
  let warnedForward = false
  const files = scanSiteFiles(config.distDir)
  if (files.size === 0) app.log.warn(`no built site found in ${config.distDir}; run npm run build`)
  const issue = () => issueChallenge(secret, clock.now())
  const dayPages = createDayPages({
    distDir: config.distDir,
    clock,
    ...(config.testToday === undefined ? {} : { fixedToday: config.testToday }),
    log: app.log,
  })
  const staticSite = registerStaticRoutes(
    app,
    files,
    (inline) => contentSecurityPolicy(config, inline),
    enquiryPageRenderer(issue, () => clock.now()),
    dayPages,
  )

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers)
    if (draining.value) {
      return reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', '5')
        .send({ message: 'The server is restarting. Please try again in a moment.' })
    }
    const h = request.headers
    if (
      !warnedForward &&
      (h['x-forwarded-for'] !== undefined ||
        h.forwarded !== undefined ||
        h['x-real-ip'] !== undefined)
    ) {
      const peer = request.raw.socket.remoteAddress ?? ''
      if (resolveClient(peer, h).untrustedForward) {
        warnedForward = true
        // A proxy's own address is no visitor's: name it only when it is private.
        const who = isPrivateAddress(peer) ? `the peer ${peer}` : 'a public address'
        app.log.warn(
          `forwarding headers (X-Forwarded-For) arrived from ${who}, which TRUST_PROXY does not list: they are ignored, and every visitor through that peer shares one rate limit. If it is your reverse proxy, set TRUST_PROXY to its address (this warning is shown once).`,
        )
      }
    }
    if (request.is404) return refuseUnrouted(request, reply, staticSite)
    return undefined
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
  // The enquiry form without JavaScript posts a plain form: read as URLSearchParams, which
  // cannot fail, and turned into the JSON shape by the enquiry route (form-post.ts). Percent-
  // encoding writes a character of Kannada or Hindi as 9 bytes where JSON needs 3, so a form
  // may be three times the JSON limit: the same text fits both ways.
  app.addContentTypeParser(
    formMediaType,
    { parseAs: 'string', bodyLimit: formBodyLimitBytes },
    (_request, body, done) => {
      done(null, new URLSearchParams(body as string))
    },
  )

  app.setErrorHandler((error: FastifyError, request, reply) => {
    reply.headers(headers)
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.code(500).send({ message: genericServerError })
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const message = 'The enquiry is too large (16 KiB at most)'
      if (isFormPost(request) && request.url.split('?')[0] === '/api/enquiry') {
        return sendHtml(
          request,
          reply,
          413,
          tooLargePage('The enquiry is too large. Please shorten the message.'),
          undefined,
        )
      }
      return reply.code(413).send({ message })
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply.code(415).send({ message: 'Send the enquiry as JSON (application/json)' })
    }
    return reply.code(status).send({ message: error.message })
  })

  app.get('/healthz', async (_request, reply) => {
    let problem = storageProblem()
    if (problem === undefined) {
      try {
        if (!repository.ping()) problem = 'the database does not answer'
      } catch (error) {
        app.log.error({ err: error }, 'health check failed')
        problem = 'the database does not answer'
      }
    }
    return reply
      .code(problem === undefined ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(
        problem === undefined
          ? { status: 'ok', database: 'ok' }
          : { status: 'error', database: 'unavailable', reason: problem },
      )
  })

  registerEnquiryRoutes(
    app,
    {
      writer,
      limiter: new RateLimiter(config.rateLimit.max, config.rateLimit.windowMs),
      spent: new SpentChallenges(),
      secret,
      clock,
      clientKey,
      storageProblem,
      siteOrigin: new URL(config.siteUrl).origin,
    },
    enquiryFormAnswerer(staticSite.page, issue),
  )
  registerWeatherRoutes(app, weather)
  registerVitalsRoutes(app, {
    recorder: vitalsRecorder,
    limiter: new RateLimiter(config.vitals.ratePerMinute, 60_000),
    clock,
    clientKey,
    storageProblem,
    isPage: staticSite.isPage,
  })

  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/*',
    handler: async (request, reply) => refuseUnrouted(request, reply, staticSite),
  })
  app.setNotFoundHandler(async (request, reply) => refuseUnrouted(request, reply, staticSite))

  // Every second: log a change of the storage's state, and after a failed write (disk full,
  // read-only) try a small write to learn when it works again.
  const monitor = setInterval(() => {
    const problem = storageProblem()
    if (problem !== undefined && health.failing && problem === health.problem()) {
      try {
        repository.probe(clock.now())
        health.recordSuccess()
        storageProblem()
      } catch (error) {
        health.recordFailure(error)
      }
    }
  }, 1000)
  monitor.unref()

  // Metrics older than the retention period go, a chunk at a time, so the loop stays free.
  const retentionMs = config.vitals.retentionDays * 24 * 60 * 60 * 1000
  let closed = false
  const purgeVitals = () => {
    if (closed || storageProblem() !== undefined) return
    if (vitals.purgeBefore(clock.now() - retentionMs) === 10_000) setImmediate(purgeVitals)
  }
  purgeVitals()
  const purge = setInterval(
    () => {
      repository.purgeChallenges(clock.now())
      purgeVitals()
    },
    60 * 60 * 1000,
  )
  purge.unref()

  app.addHook('onReady', (done) => {
    outbox?.start()
    done()
  })
  app.addHook('preClose', (done) => {
    draining.value = true
    done()
  })
  app.addHook('onClose', async () => {
    closed = true
    clearInterval(purge)
    clearInterval(monitor)
    writer.flush()
    vitalsRecorder.flush()
    await outbox?.stop()
    db.close()
  })
  return app
}
