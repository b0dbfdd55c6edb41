import { dirname, join } from 'node:path'
import { isIsoDate, type IsoDate } from '../content/calendar.ts'
import { ConfigError, readDeployConfig, type DeployConfig } from '../content/env.ts'
import { site } from '../content/site.ts'
import { parseTrustProxy, type ProxyTrust } from './client-address.ts'
import {
  logLevels,
  minSecretLength,
  numericVariables,
  type LogLevel,
  type NumericVariable,
} from './config-variables.ts'
import { isPostgresUrl } from './db/database.ts'

export { logLevels, serverVariables, type LogLevel } from './config-variables.ts'

/**
 * Everything the server needs: the deploy configuration of DECISIONS.md plus the server's own
 * variables (where the build is, SMTP for staff e-mail, the enquiry secret and rate limit).
 */
export interface ServerConfig extends DeployConfig {
  /** Folder of the prerendered site (the build's `dist/client`). */
  distDir: string
  /** Folder of the reservations desk's build (`dist/desk`: beside distDir unless DESK_DIST_DIR). */
  deskDistDir: string
  /** `smtp://user:pass@host:port` or `smtps://...`; unset means no staff e-mail (export only). */
  smtpUrl: string | undefined
  mailFrom: string
  mailTo: string
  /** HMAC secret for the puzzle challenges; unset means generated once and kept in the database. */
  enquirySecret: string | undefined
  /** Enquiries accepted per client address per window. */
  rateLimit: { max: number; windowMs: number }
  /** Which peers may name the client in `X-Forwarded-For` (see client-address.ts). */
  trustProxy: ProxyTrust
  /** Open connections at most; past it the oldest idle one is closed (slow clients first). */
  maxConnections: number
  /**
   * PostgreSQL (`DATABASE_URL`, postgres://…) instead of the SQLite file at `databasePath`, with
   * the pool's bound and the statement timeout.
   */
  databaseUrl: string | undefined
  databasePoolMax: number
  statementTimeoutMs: number
  /** How long an instance's claim on a staff e-mail lasts before another may take it over. */
  mailLeaseMs: number
  /** Page-visibility metrics: days kept, and beacons accepted per client address per minute. */
  vitals: { retentionDays: number; ratePerMinute: number }
  /**
   * The site's count: days its raw events are kept (ANALYTICS_RAW_DAYS) and raw events stored per
   * resort day at most (ANALYTICS_DAILY_EVENTS); the defaults (35, 3 000 000) when unset.
   */
  analytics?: { rawDays: number; dailyEvents: number }
  /** Months an enquiry is kept after its life ended (ENQUIRY_RETENTION_MONTHS; 24 if unset). */
  enquiryRetentionMonths?: number
  logLevel: LogLevel
  /**
   * TRILLIUM_TEST_TODAY: the day the offer pages and the sitemap are served as of, for the tests'
   * moved clock. Read once at start, refused when NODE_ENV is production; never from a request.
   */
  testToday?: IsoDate
}

type Env = Readonly<Record<string, string | undefined>>

function wholeNumber(env: Env, name: NumericVariable, problems: string[]): number {
  const { default: fallback, min, max } = numericVariables[name]
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`)
    return fallback
  }
  return value
}

/**
 * Reads and validates the whole server configuration once at start. It runs the shared
 * `readDeployConfig` and the server's own checks together, so a bad deploy gets ONE error naming
 * every bad variable, whichever module owns it.
 */
export function readServerConfig(env: Env): ServerConfig {
  const problems: string[] = []
  let deploy: DeployConfig | undefined
  try {
    deploy = readDeployConfig(env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    problems.push(...error.problems)
  }
  const text = (name: string): string | undefined => {
    const v = env[name]?.trim()
    return v === undefined || v === '' ? undefined : v
  }

  const smtpUrl = text('SMTP_URL')
  if (smtpUrl !== undefined) {
    try {
      const url = new URL(smtpUrl)
      if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
        problems.push(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}"`)
      }
    } catch {
      problems.push('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587')
    }
  }
  const mailDomain = site.email.address.split('@')[1] ?? 'localhost'
  const mailFrom = text('MAIL_FROM') ?? `${site.name} website <no-reply@${mailDomain}>`
  const mailTo = text('MAIL_TO') ?? site.email.address
  if (!/^[^\s@]+@[^\s@]+$/.test(mailTo))
    problems.push(`MAIL_TO must be an e-mail address, got "${mailTo}"`)

  const enquirySecret = text('ENQUIRY_SECRET')
  if (enquirySecret !== undefined && enquirySecret.length < minSecretLength) {
    problems.push(
      `ENQUIRY_SECRET must be at least ${minSecretLength} characters (or unset to generate one)`,
    )
  }

  const databaseUrl = text('DATABASE_URL')
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql:// (unset it for SQLite)')
  }
  const databasePoolMax = wholeNumber(env, 'DATABASE_POOL_MAX', problems)
  const statementTimeoutMs = wholeNumber(env, 'DATABASE_STATEMENT_TIMEOUT_MS', problems)
  const mailLeaseSeconds = wholeNumber(env, 'MAIL_LEASE_SECONDS', problems)

  const max = wholeNumber(env, 'ENQUIRY_RATE_LIMIT', problems)
  const windowSeconds = wholeNumber(env, 'ENQUIRY_RATE_WINDOW_SECONDS', problems)

  const trustProxy = parseTrustProxy(text('TRUST_PROXY'))
  if (typeof trustProxy === 'string') problems.push(trustProxy)
  const maxConnections = wholeNumber(env, 'MAX_CONNECTIONS', problems)
  const retentionDays = wholeNumber(env, 'VITALS_RETENTION_DAYS', problems)
  const ratePerMinute = wholeNumber(env, 'VITALS_RATE_LIMIT', problems)
  const enquiryRetentionMonths = wholeNumber(env, 'ENQUIRY_RETENTION_MONTHS', problems)
  const rawDays = wholeNumber(env, 'ANALYTICS_RAW_DAYS', problems)
  const dailyEvents = wholeNumber(env, 'ANALYTICS_DAILY_EVENTS', problems)
  const logLevel = text('LOG_LEVEL') ?? 'info'
  if (!(logLevels as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${logLevel}"`)
  }

  const testToday = text('TRILLIUM_TEST_TODAY')
  if (testToday !== undefined && env['NODE_ENV']?.trim() === 'production')
    problems.push('TRILLIUM_TEST_TODAY moves the clock for tests; it is refused in production')
  else if (testToday !== undefined && !isIsoDate(testToday))
    problems.push(`TRILLIUM_TEST_TODAY must be a date as YYYY-MM-DD, got "${testToday}"`)

  if (problems.length > 0 || deploy === undefined || typeof trustProxy === 'string') {
    throw new ConfigError(problems)
  }
  const distDir = text('DIST_DIR') ?? 'dist/client'
  return {
    ...deploy,
    distDir,
    deskDistDir: text('DESK_DIST_DIR') ?? join(dirname(distDir), 'desk'),
    smtpUrl,
    mailFrom,
    mailTo,
    enquirySecret,
    rateLimit: { max, windowMs: windowSeconds * 1000 },
    trustProxy,
    databaseUrl,
    databasePoolMax,
    statementTimeoutMs,
    mailLeaseMs: mailLeaseSeconds * 1000,
    maxConnections,
    vitals: { retentionDays, ratePerMinute },
    analytics: { rawDays, dailyEvents },
    enquiryRetentionMonths,
    logLevel: logLevel as LogLevel,
    ...(testToday !== undefined && isIsoDate(testToday) ? { testToday } : {}),
  }
}
