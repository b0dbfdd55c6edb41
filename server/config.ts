import { isIsoDate, type IsoDate } from '../content/calendar.ts'
import { ConfigError, readDeployConfig, type DeployConfig } from '../content/env.ts'
import { site } from '../content/site.ts'
import { parseTrustProxy, type ProxyTrust } from './client-address.ts'
import { isPostgresUrl } from './db/database.ts'

/** Log levels pino understands, plus `silent`. */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

/**
 * Everything the server needs: the deploy configuration of DECISIONS.md plus the server's own
 * variables (where the build is, SMTP for staff e-mail, the enquiry secret and rate limit).
 */
export interface ServerConfig extends DeployConfig {
  /** Folder of the prerendered site (the build's `dist/client`). */
  distDir: string
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
  logLevel: LogLevel
  /**
   * TRILLIUM_TEST_TODAY: the day the offer pages and the sitemap are served as of, for the tests'
   * moved clock. Read once at start, refused when NODE_ENV is production; never from a request.
   */
  testToday?: IsoDate
}

type Env = Readonly<Record<string, string | undefined>>

/** Every variable the server reads, with its default and meaning; docs/configuration.md lists each. */
export const serverVariables = [
  [
    'SITE_URL',
    'http://localhost:$PORT',
    'Public origin: canonical links, sitemap, HSTS when https; unset, this machine at PORT',
  ],
  ['MEDIA_BASE_URL', site.defaults.mediaBaseUrl, 'Where images and documents are served from'],
  ['BOOKING_ENGINE_URL', site.defaults.bookingEngineUrl, 'External booking engine'],
  ['HOST', '127.0.0.1', 'Address to listen on'],
  ['PORT', '3000', 'Port to listen on'],
  ['DATABASE_PATH', 'data/trillium.db', 'SQLite file of the enquiries (created with its folder)'],
  [
    'DATABASE_URL',
    '(unset: SQLite)',
    'postgres://user:password@host:5432/db: PostgreSQL, shared by every instance',
  ],
  ['DATABASE_POOL_MAX', '10', 'PostgreSQL connections per instance at most'],
  ['DATABASE_STATEMENT_TIMEOUT_MS', '5000', 'PostgreSQL statements running longer are cancelled'],
  ['DIST_DIR', 'dist/client', 'The built site to serve'],
  ['WEATHER_API_KEY', '(unset)', 'OpenWeatherMap key; unset means keyless Open-Meteo'],
  ['WEATHER_API_URL', '(provider default)', 'Base URL of the weather provider in use'],
  ['SMTP_URL', '(unset)', 'smtp:// or smtps:// URL for staff e-mail; unset means none'],
  ['MAIL_FROM', `Trillium website <no-reply@...>`, 'Sender of staff e-mail'],
  ['MAIL_TO', site.email.address, 'Recipient of staff e-mail'],
  ['MAIL_LEASE_SECONDS', '60', 'How long an instance holds a staff e-mail it is sending'],
  ['ENQUIRY_SECRET', '(generated, kept in DB)', 'HMAC secret of puzzle tokens, 32+ characters'],
  ['ENQUIRY_RATE_LIMIT', '10', 'Enquiries per client address per window'],
  ['ENQUIRY_RATE_WINDOW_SECONDS', '600', 'Length of the rate-limit window'],
  [
    'TRUST_PROXY',
    '(unset)',
    'Proxy addresses/CIDRs (or a hop count) allowed to set X-Forwarded-For',
  ],
  ['MAX_CONNECTIONS', '1000', 'Open connections at most (idle and slow ones are closed first)'],
  ['VITALS_RETENTION_DAYS', '35', 'Days page-visibility metrics are kept'],
  ['VITALS_RATE_LIMIT', '60', 'Metric beacons accepted per client address per minute'],
  ['LOG_LEVEL', 'info', logLevels.join(', ')],
] as const

function wholeNumber(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
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
  if (enquirySecret !== undefined && enquirySecret.length < 32) {
    problems.push('ENQUIRY_SECRET must be at least 32 characters (or unset to generate one)')
  }

  const databaseUrl = text('DATABASE_URL')
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql:// (unset it for SQLite)')
  }
  const databasePoolMax = wholeNumber(env, 'DATABASE_POOL_MAX', 10, 1, 1000, problems)
  const statementTimeoutMs = wholeNumber(
    env,
    'DATABASE_STATEMENT_TIMEOUT_MS',
    5000,
    100,
    600_000,
    problems,
  )
  const mailLeaseSeconds = wholeNumber(env, 'MAIL_LEASE_SECONDS', 60, 3, 3600, problems)

  const max = wholeNumber(env, 'ENQUIRY_RATE_LIMIT', 10, 1, 1_000_000, problems)
  const windowSeconds = wholeNumber(env, 'ENQUIRY_RATE_WINDOW_SECONDS', 600, 1, 86_400, problems)

  const trustProxy = parseTrustProxy(text('TRUST_PROXY'))
  if (typeof trustProxy === 'string') problems.push(trustProxy)
  const maxConnections = wholeNumber(env, 'MAX_CONNECTIONS', 1000, 16, 100_000, problems)
  const retentionDays = wholeNumber(env, 'VITALS_RETENTION_DAYS', 35, 1, 3660, problems)
  const ratePerMinute = wholeNumber(env, 'VITALS_RATE_LIMIT', 60, 1, 1_000_000, problems)
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
  return {
    ...deploy,
    distDir: text('DIST_DIR') ?? 'dist/client',
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
    logLevel: logLevel as LogLevel,
    ...(testToday !== undefined && isIsoDate(testToday) ? { testToday } : {}),
  }
}
