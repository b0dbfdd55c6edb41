import { randomBytes } from 'node:crypto'
import fastifyCookie from '@fastify/cookie'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/database.ts'
import type { EnquiryRepository } from '../enquiries/enquiry.repository.ts'
import { registerSiteRoutes } from '../insights/site.routes.ts'
import { AuditTrail } from './audit.ts'
import { registerAuditRoutes } from './audit.routes.ts'
import { registerDeskGuard, type DeskRoute } from './desk-guard.ts'
import type { DeskParts } from './desk-parts.ts'
import { registerDeskShell } from './desk-shell.ts'
import type { EnquiryLife } from './enquiry-life.service.ts'
import { registerEnquiryRoutes, registerLiveRoute } from './enquiries.routes.ts'
import type { InboxRepository } from './inbox.repository.ts'
import type { LiveFeed } from './live-feed.ts'
import type { Erasure } from './erasure.ts'
import { registerPrivacyRoutes } from './privacy.routes.ts'
import { registerLinkRoutes } from './links.routes.ts'
import { Passkeys } from './passkeys.ts'
import { registerPasskeyRoutes } from './passkeys.routes.ts'
import { registerSessionRoutes } from './session.routes.ts'
import { Sessions } from './sessions.ts'
import { StaffAccounts } from './staff-accounts.ts'
import { StaffRepository } from './staff.repository.ts'
import { registerStaffRoutes } from './staff.routes.ts'
import { SignInThrottle } from './throttle.ts'

/** The settings key of the HMAC key the desk's keyed hashes use (audit.ts, throttle). */
export const deskKeySetting = 'desk_hmac_key'

/** The desk's parts that need no request: made with the database, shared with the tools. */
export type DeskCore = Omit<DeskParts, 'clientKey' | 'https'> & {
  /** Every route of the desk's API, as the guard saw it registered. */
  routes: DeskRoute[]
}

export interface DeskOptions {
  core: DeskCore
  siteUrl: string
  /** Where the desk's front end is built (dist/desk). */
  deskDir: string
  clientKey: (request: FastifyRequest) => string
  /** The development server's desk is served on its own origin (desk-guard.ts). */
  acceptRequestOrigin: boolean
  /** The enquiries: the inbox's queries, their life and the live feed. */
  enquiries: DeskEnquiries
  onError: (message: string) => void
  /** What says which of the resort's days is today (the Site page's ranges end there at most). */
  clock: Clock
}

/** The desk's enquiry parts, made by the app (they join the outbox and the enquiry writer). */
export interface DeskEnquiries {
  inbox: InboxRepository
  life: EnquiryLife
  feed: LiveFeed
  erasure: Erasure
}

/** The desk's parts outside HTTP, for the command line (`npm run staff`) and the upkeep. */
export async function deskParts(
  database: Database,
  repository: EnquiryRepository,
  clock: Clock,
  siteUrl: string,
): Promise<DeskCore> {
  const key = await repository.setting(deskKeySetting, randomBytes(32).toString('base64url'))
  const { db } = database
  const audit = new AuditTrail(db, clock, key)
  const staff = new StaffRepository(db, clock)
  return {
    db,
    sessions: new Sessions(db, clock),
    throttle: new SignInThrottle(db, clock),
    audit,
    staff,
    accounts: new StaffAccounts(db, staff, audit, siteUrl),
    passkeys: new Passkeys(db, clock, siteUrl),
    routes: [],
  }
}

/**
 * Registers the reservations desk (docs/desk.md): its API under `/api/desk/`, every route behind
 * the desk guard, and its pages at `/desk`. Returns what the hourly upkeep purges.
 */
export async function registerDesk(
  app: FastifyInstance,
  options: DeskOptions,
): Promise<() => Promise<void>> {
  const https = options.siteUrl.startsWith('https://')
  const parts: DeskParts = { ...options.core, clientKey: options.clientKey, https }
  await app.register(
    async (desk) => {
      // parses cookies for the desk's API only: the public site has none to read
      await desk.register(fastifyCookie, { hook: 'onRequest' })
      registerDeskGuard(desk, {
        sessions: parts.sessions,
        routes: options.core.routes,
        siteOrigin: new URL(options.siteUrl).origin,
        acceptRequestOrigin: options.acceptRequestOrigin,
        https,
      })
      registerSessionRoutes(desk, parts)
      registerLinkRoutes(desk, parts)
      registerPasskeyRoutes(desk, parts)
      registerStaffRoutes(desk, parts)
      registerAuditRoutes(desk, parts)
      registerSiteRoutes(desk, { db: parts.db, clock: options.clock })
      registerEnquiryRoutes(desk, options.enquiries)
      registerPrivacyRoutes(desk, {
        inbox: options.enquiries.inbox,
        erasure: options.enquiries.erasure,
        audit: parts.audit,
        clientKey: parts.clientKey,
      })
      registerLiveRoute(desk, {
        feed: options.enquiries.feed,
        sessions: parts.sessions,
        https,
        onError: options.onError,
      })
      // an unknown desk path: 401 signed out (the guard tells nothing of what exists), else 404
      desk.route({
        method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        exposeHeadRoute: false,
        config: { desk: { access: 'staff' } },
        handler: async (_request, reply) => reply.code(404).send({ message: 'Not found' }),
      })
    },
    { prefix: '/api/desk' },
  )
  registerDeskShell(app, options.deskDir, https, parts.sessions)
  return async () => {
    await parts.sessions.purge()
    await parts.throttle.purge()
    await parts.passkeys.purge()
  }
}
