// Length: the app's wiring in one place: every part, the order they start and stop in, and the routes that join them.
import Fastify, { type FastifyInstance } from 'fastify'
import { registerBodyParsing } from './body-parsing.ts'
import { openAppDatabase } from './app-database.ts'
import { weatherProviderFor, type AppOptions } from './app-parts.ts'
import { systemClock } from './clock.ts'
import { ConnectionGuard } from './connections.ts'
import { deskParts, registerDesk } from './desk/desk.ts'
import { EnquiryLife } from './desk/enquiry-life.service.ts'
import { claimDailyRun } from './daily-run.ts'
import { Erasure } from './desk/erasure.ts'
import { numericVariables } from './config-variables.ts'
import { InboxRepository } from './desk/inbox.repository.ts'
import { LiveFeed } from './desk/live-feed.ts'
import { BurntTokens } from './enquiries/burnt-tokens.ts'
import { issueChallenge } from './enquiries/challenge.ts'
import { enquiryFormAnswerer, enquiryPageRenderer } from './enquiries/enquiry-form-page.ts'
import { registerEnquiryRoutes } from './enquiries/enquiry.routes.ts'
import { EnquiryWriter } from './enquiries/enquiry-writer.ts'
import { RateLimiter, RefusedClients } from './enquiries/rate-limit.ts'
import { fastifyOptions } from './fastify-options.ts'
import { registerHealthRoutes } from './health.routes.ts'
import { countParts, registerCount } from './insights/count-parts.ts'
import { Outbox } from './mail/outbox.ts'
import { OutboxRepository } from './mail/outbox.repository.ts'
import { replyAddresses } from './mail/reply-mail.ts'
import { refuseUnrouted } from './method-policy.ts'
import { registerRequestGate } from './request-gate.ts'
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts'
import { createDayPages } from './static/day-pages.ts'
import { scanSiteFiles } from './static/site-files.ts'
import { registerStaticRoutes } from './static/static.routes.ts'
import { startUpkeep } from './upkeep.ts'
import { registerVitalsRoutes } from './vitals/vitals.routes.ts'
import { VitalsRecorder } from './vitals/vitals-recorder.ts'
import { VitalsRepository } from './vitals/vitals.repository.ts'
import { registerWeatherRoutes } from './weather/weather.routes.ts'
import { WeatherService } from './weather/weather.service.ts'

export { bodyLimitBytes } from './fastify-options.ts'
export { formBodyLimitBytes } from './body-parsing.ts'
export { weatherProviderFor, type AppOptions, type AppParts } from './app-parts.ts'
/** The metric beacons' rate window: VITALS_RATE_LIMIT counts beacons per client per minute. */
const beaconRateWindowMs = 60_000
const dayMs = 24 * 60 * 60 * 1000
const enquiryRetentionMonths = numericVariables.ENQUIRY_RETENTION_MONTHS.default

/**
 * Builds the whole HTTP application (never listens): security headers on every response, the
 * static site from the build folder, `/healthz` and `/readyz`, the enquiry API on the database
 * (SQLite, or PostgreSQL with `DATABASE_URL`; its schema brought up to date first) with the
 * staff-mail outbox, the weather API and the metrics beacons. Closing the app writes what is
 * held, stops the outbox and closes the database.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options
  const clock = options.clock ?? systemClock
  const weatherKey = config.weatherApiKey
  const headers = securityHeaders(config)
  const draining = { value: false }

  const app = Fastify(fastifyOptions(config, headers, options.logStream))
  const connections = new ConnectionGuard(app.server, config.maxConnections)

  const { database, repository, secret } = await openAppDatabase(config, (message) =>
    app.log.warn(message),
  )
  const { health } = database
  const outboxRepository = new OutboxRepository(database)
  const desk = await deskParts(database, repository, clock, config.siteUrl)

  const inbox = new InboxRepository(database)
  const erasure = new Erasure(database, desk.audit, clock)
  const retentionMonths = config.enquiryRetentionMonths ?? enquiryRetentionMonths
  const feed = new LiveFeed(database.db, clock, { onError: (message) => app.log.warn(message) })
  const life: EnquiryLife = new EnquiryLife({
    database,
    inbox,
    clock,
    mailOn: config.smtpUrl !== undefined,
    afterChange: ({ reply }) => {
      if (reply) outbox?.kick()
      feed.poke()
    },
  })
  const outbox =
    config.smtpUrl === undefined
      ? undefined
      : new Outbox(outboxRepository, {
          smtpUrl: config.smtpUrl,
          from: config.mailFrom,
          to: config.mailTo,
          clock,
          leaseMs: config.mailLeaseMs,
          ...options.outbox,
          onError: (message) => app.log.warn(message),
          replies: {
            addresses: replyAddresses(config.siteUrl),
            failed: (id, attempts, reason) => life.replyFailed(id, attempts, reason),
          },
        })
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
  /**
   * What refuses a request before its body is read: "nothing wrong" from a check of the last
   * second, a problem checked again (the writer checks around each batch, /readyz checks now).
   */
  const recentStorageProblem = () => health.recentProblem(1000)
  // One batch in flight on either engine (what arrives meanwhile makes the next one bigger): on
  // PostgreSQL four at once cost twice the CPU per enquiry and waited on the rate-limit rows.
  const writer = new EnquiryWriter(repository, outbox !== undefined, () => outbox?.kick(), health, {
    concurrency: 1,
    // the live feed hears of it now; a guest who wrote again puts their replied enquiry in hand
    onCreated: (items) => {
      feed.poke()
      for (const item of items)
        life
          .guestWroteAgain(item.email, item.publicId)
          .catch((error: unknown) =>
            app.log.warn(`a new enquiry's earlier ones could not be looked at: ${String(error)}`),
          )
    },
  })
  const burnt = new BurntTokens(repository, (message) => app.log.warn(message))
  const vitals = new VitalsRepository(database)
  const vitalsRecorder = new VitalsRecorder(vitals, health, {
    ...(options.vitalsFlushMs === undefined ? {} : { flushMs: options.vitalsFlushMs }),
    onError: (message) => app.log.warn(message),
  })
  const count = countParts({
    database,
    clock,
    analytics: config.analytics,
    flushMs: options.vitalsFlushMs,
    warn: (message) => app.log.warn(message),
  })
  const weather = new WeatherService(options.weatherProvider ?? weatherProviderFor(config), clock, {
    ...options.weather,
    onError: (message) =>
      app.log.warn(
        weatherKey === undefined ? message : message.split(weatherKey).join('[redacted]'),
      ),
  })
  app.decorate('trillium', {
    database,
    repository,
    storageProblem,
    connections,
    draining,
    outbox,
    outboxRepository,
    burnt,
    vitals,
    vitalsRecorder,
    count,
    weather,
    desk,
    deskEnquiries: { inbox, life, feed, erasure },
  })

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
  const clientKey = registerRequestGate(app, {
    headers,
    trustProxy: config.trustProxy,
    draining,
    staticSite,
  })
  registerBodyParsing(app, headers)
  registerHealthRoutes(app, {
    storageProblem,
    ping: () => repository.ping(),
    recordFailure: (error) => health.recordFailure(error),
  })
  registerEnquiryRoutes(
    app,
    {
      writer,
      refused: new RefusedClients(),
      burnt,
      secret,
      clock,
      clientKey,
      storageProblem: recentStorageProblem,
      siteOrigin: new URL(config.siteUrl).origin,
    },
    enquiryFormAnswerer(staticSite.page, issue),
  )
  registerWeatherRoutes(app, weather)
  // one budget per address for the beacons and the no-JavaScript count
  const beaconLimiter = new RateLimiter(config.vitals.ratePerMinute, beaconRateWindowMs)
  const beaconParts = {
    limiter: beaconLimiter,
    clock,
    clientKey,
    storageProblem: recentStorageProblem,
    isPage: staticSite.isPage,
  }
  const countTaker = registerCount(app, count, {
    ...beaconParts,
    trustProxy: config.trustProxy,
    siteUrl: config.siteUrl,
  })
  registerVitalsRoutes(app, { ...beaconParts, recorder: vitalsRecorder, count: countTaker })
  const purgeDesk = await registerDesk(app, {
    core: desk,
    siteUrl: config.siteUrl,
    deskDir: config.deskDistDir,
    clientKey,
    acceptRequestOrigin: options.deskAcceptsRequestOrigin === true,
    enquiries: { inbox, life, feed, erasure },
    onError: (message) => app.log.warn(message),
    clock,
  })
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/*',
    handler: async (request, reply) => refuseUnrouted(request, reply, staticSite),
  })
  app.setNotFoundHandler(async (request, reply) => refuseUnrouted(request, reply, staticSite))

  const stopUpkeep = await startUpkeep({
    clock,
    health,
    storageProblem,
    repository,
    vitals,
    retentionMs: config.vitals.retentionDays * dayMs,
    // enquiries whose life ended longer ago than ENQUIRY_RETENTION_MONTHS, once a day across
    // every instance: the first pass of the resort's day to claim it runs it
    purges: [
      purgeDesk,
      async () => {
        if (await claimDailyRun(database.db, 'enquiry-retention', clock.now()))
          await erasure.expire(retentionMonths)
      },
      // the site count's roll-up of days past and its retention, once a day across instances
      async () => void (await count.upkeep(() => draining.value)),
    ],
    onError: (message) => app.log.warn(message),
  })
  app.addHook('onReady', (done) => {
    outbox?.start()
    done()
  })
  app.addHook('preClose', async () => {
    draining.value = true
    // open desks' streams end now (they reconnect, to another instance or this one restarted)
    await feed.stop()
  })
  app.addHook('onClose', async () => {
    await stopUpkeep()
    await writer.flush()
    await burnt.flush()
    await vitalsRecorder.flush()
    await count.stop()
    await outbox?.stop()
    await database.close()
  })
  return app
}
