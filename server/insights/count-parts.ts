import type { FastifyInstance, FastifyRequest } from 'fastify'
import { clientResolver, type ProxyTrust } from '../client-address.ts'
import type { Clock } from '../clock.ts'
import { numericVariables } from '../config-variables.ts'
import type { Database } from '../db/database.ts'
import type { RateLimiter } from '../enquiries/rate-limit.ts'
import { VitalsRecorder } from '../vitals/vitals-recorder.ts'
import { cappedCountSink, CountTaker } from './count-taker.ts'
import { CountRepository, type CountRow } from './count.repository.ts'
import { registerCountRoutes } from './count.routes.ts'
import { runCountUpkeep } from './count-upkeep.ts'
import { DaySalts } from './day-salt.ts'

/** How often an instance looks whether the resort's day has turned, to replace the salt. */
const saltCheckMs = 60_000

/** The site count's parts, as the app holds them (tests reach them through `app.trillium.count`). */
export interface CountParts {
  repository: CountRepository
  recorder: VitalsRecorder<CountRow>
  salts: DaySalts
  /** The daily roll-up and retention (claimed once per resort day across instances). */
  upkeep: (stopped?: () => boolean) => Promise<string[]>
  /** Stops the salt's minute check and writes what is held. */
  stop: () => Promise<void>
}

/**
 * Builds the count's storage side: its repository with the daily cap (ANALYTICS_DAILY_EVENTS),
 * the batched writer of its raw events, the day salts (checked every minute, so yesterday's salt
 * is deleted within a minute of midnight even when no beacon arrives) and the daily upkeep.
 */
export function countParts(options: {
  database: Database
  clock: Clock
  analytics: { rawDays: number; dailyEvents: number } | undefined
  flushMs: number | undefined
  warn: (message: string) => void
}): CountParts {
  const { database, clock, warn } = options
  const rawDays = options.analytics?.rawDays ?? numericVariables.ANALYTICS_RAW_DAYS.default
  const dailyEvents =
    options.analytics?.dailyEvents ?? numericVariables.ANALYTICS_DAILY_EVENTS.default
  const repository = new CountRepository(database, dailyEvents)
  const recorder = new VitalsRecorder<CountRow>(
    cappedCountSink(repository, clock, warn),
    database.health,
    {
      ...(options.flushMs === undefined ? {} : { flushMs: options.flushMs }),
      label: 'site count events',
      onError: warn,
    },
  )
  const salts = new DaySalts(database.db)
  const turn = setInterval(() => {
    if (database.health.problem() === undefined)
      salts
        .rotate(clock.now())
        .catch((error: unknown) => warn(`the day's count salt could not be made: ${String(error)}`))
  }, saltCheckMs)
  turn.unref()
  return {
    repository,
    recorder,
    salts,
    upkeep: async (stopped) => {
      await salts.rotate(clock.now())
      return runCountUpkeep({
        db: database.db,
        repository,
        clock,
        rawDays,
        ...(stopped === undefined ? {} : { stopped }),
      })
    },
    stop: async () => {
      clearInterval(turn)
      await recorder.flush()
    },
  }
}

/**
 * Registers the count's no-JavaScript GIF and returns the taker the beacon route shares. The
 * visitor hash uses the client's whole address as TRUST_PROXY resolves it (an IPv6 address is
 * not cut to the /64 the rate limit counts by).
 */
export function registerCount(
  app: FastifyInstance,
  parts: CountParts,
  deps: {
    trustProxy: ProxyTrust
    siteUrl: string
    isPage: (path: string) => boolean
    limiter: RateLimiter
    clock: Clock
    clientKey: (request: FastifyRequest) => string
    storageProblem: () => string | undefined
  },
): CountTaker {
  const resolve = clientResolver(deps.trustProxy)
  const taker = new CountTaker({
    salts: parts.salts,
    recorder: parts.recorder,
    clientAddress: (request) => resolve(request.raw.socket.remoteAddress, request.headers).address,
    isPage: deps.isPage,
    siteUrl: deps.siteUrl,
  })
  registerCountRoutes(app, { ...deps, taker })
  return taker
}
