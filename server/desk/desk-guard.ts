import type {} from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Sessions, SignedIn } from './sessions.ts'

/*
 * The one place every desk API request goes through (OWASP Authorization Cheat Sheet, "Deny by
 * Default"; Cross-Site Request Forgery Prevention Cheat Sheet, "Verifying Origin With Standard
 * Headers"): each route declares who may call it, a route without a declaration fails at
 * registration, and the session, the role, the Origin and the body's type are checked here,
 * before any body is read, never in a handler or in the desk's view.
 */

/** Who may call a desk route: anyone (signing in), any member of the staff, or a manager. */
export type DeskAccess = 'signed-out' | 'staff' | 'manager'
const accesses: readonly DeskAccess[] = ['signed-out', 'staff', 'manager']

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Required on every route under /api/desk/ (desk-guard.ts). `background`: the desk calls the
     * route by itself (the live feed's stream, which an EventSource opens without a way to add
     * X-Desk-Background), so it never counts as the person's activity.
     */
    desk?: { access: DeskAccess; background?: boolean }
  }
  interface FastifyRequest {
    /** The person of the request's desk session (set by the desk guard where access needs one). */
    signedIn: SignedIn | undefined
  }
}

/** The answers the guard gives, the same for every route. */
export const guardMessages = {
  signedOut: 'Sign in to use the desk',
  notManager: 'Only a manager can do this',
  foreignOrigin: 'This request did not come from the desk',
  notJson: 'Send the body as JSON (application/json)',
} as const

/**
 * The headers of every desk answer, pages and API (OWASP HTTP Headers and Content Security
 * Policy cheat sheets): never stored by a browser or a proxy, never indexed, and a policy that
 * lets the desk's own files do everything it needs (React Aria sets styles through the CSSOM,
 * which style-src does not govern) and nothing else.
 */
export function deskHeaders(https: boolean): Record<string, string> {
  return {
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
    'content-security-policy': deskPolicy(https),
  }
}

/**
 * The desk's Content-Security-Policy; `styles` adds inline stylesheets by their hashes (the
 * sign-in page's, which paints with its one round trip: server/desk/desk-shell.ts). Never an
 * inline script.
 */
export function deskPolicy(https: boolean, styles: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styles].join(' '),
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/**
 * The session cookie (OWASP Session Management, "Cookies"): `__Host-desk` over https (the prefix
 * makes the browser refuse it unless Secure, Path=/ and without Domain, so no other host of the
 * domain can set or shadow it), `desk` over plain http (a machine's own http://localhost); always
 * HttpOnly and SameSite=Strict, and without Max-Age: the browser forgets it when it closes and the
 * server enforces the idle and absolute limits.
 */
export function sessionCookie(https: boolean): {
  name: string
  options: {
    httpOnly: true
    sameSite: 'strict'
    path: '/'
    secure: boolean
  }
} {
  return {
    name: https ? '__Host-desk' : 'desk',
    options: { httpOnly: true, sameSite: 'strict', path: '/', secure: https },
  }
}

/** Methods that change nothing: no Origin check, no body. */
const safeMethods = new Set(['GET', 'HEAD'])

/** Whether the request carries a body (a length above zero, or chunks). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length']
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  )
}

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type']
  return type !== undefined && /^application\/json\s*(;|$)/i.test(type)
}

/** A route of the desk's API as registered: its methods, its path and who may call it. */
export interface DeskRoute {
  method: string
  url: string
  access: DeskAccess
}

export interface GuardOptions {
  sessions: Sessions
  /** Where the guard lists each route it sees registered (the route table's tests read it). */
  routes: DeskRoute[]
  /** SITE_URL's origin: the one Origin a change may come from. */
  siteOrigin: string
  /**
   * Also accept the request's own origin (its scheme and Host): the development server, where
   * the desk is served on another port than SITE_URL names. Never in production.
   */
  acceptRequestOrigin: boolean
  https: boolean
}

/**
 * Installs the guard on the desk API's scope (call it before any route is added to it): the
 * declaration check on every route, and on every request the Origin of a change (403), a JSON
 * body (415), a session where one is needed (401) and a manager where one is needed (403); the
 * desk's headers on every answer, errors included.
 */
export function registerDeskGuard(scope: FastifyInstance, options: GuardOptions): void {
  const { sessions, siteOrigin } = options
  const headers = deskHeaders(options.https)
  const cookie = sessionCookie(options.https)

  scope.addHook('onRoute', (route) => {
    const access = route.config?.desk?.access
    if (access === undefined || !accesses.includes(access)) {
      throw new Error(
        `${String(route.method)} ${route.url} declares no desk access: every route under /api/desk/ sets config.desk = { access: 'signed-out' | 'staff' | 'manager' }`,
      )
    }
    for (const method of [route.method].flat())
      options.routes.push({ method, url: route.url, access })
  })
  scope.decorateRequest('signedIn', undefined)

  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).send({ message })

  scope.addHook('onRequest', async (request, reply) => {
    if (!safeMethods.has(request.method)) {
      const origin = request.headers.origin
      const own = `${request.protocol}://${request.host}`
      if (origin !== siteOrigin && !(options.acceptRequestOrigin && origin === own))
        return refuse(reply, 403, guardMessages.foreignOrigin)
      if ((request.method !== 'DELETE' || hasBody(request)) && !isJson(request))
        return refuse(reply, 415, guardMessages.notJson)
    }
    const access = request.routeOptions.config.desk?.access
    if (access === 'signed-out') return undefined
    const background =
      request.headers['x-desk-background'] === '1' ||
      request.routeOptions.config.desk?.background === true
    const signedIn = await sessions.read(request.cookies[cookie.name], background)
    if (signedIn === undefined) {
      if (request.cookies[cookie.name] !== undefined) reply.clearCookie(cookie.name, cookie.options)
      return refuse(reply, 401, guardMessages.signedOut)
    }
    if (access === 'manager' && signedIn.role !== 'manager')
      return refuse(reply, 403, guardMessages.notManager)
    request.signedIn = signedIn
    return undefined
  })

  scope.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers)
    done(null, payload)
  })
}

/** The signed-in person of a route that declared `staff` or `manager` access. */
export function signedInOf(request: FastifyRequest): SignedIn {
  const signedIn = request.signedIn
  if (signedIn === undefined) throw new Error('a desk route that needs a session ran without one')
  return signedIn
}
