import { site } from '../content/site.ts'

/*
 * The server's variables: the table of every variable with its default and meaning (the README's
 * table), and the whole-number variables' defaults and ranges, read by config.ts.
 */

/** Log levels pino understands, plus `silent`. */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

/**
 * The server's whole-number variables: the default (documented in docs/configuration.md) and the
 * range accepted; a value outside it stops the start with a message naming the variable.
 */
export const numericVariables = {
  DATABASE_POOL_MAX: { default: 10, min: 1, max: 1000 },
  DATABASE_STATEMENT_TIMEOUT_MS: { default: 5000, min: 100, max: 600_000 },
  MAIL_LEASE_SECONDS: { default: 60, min: 3, max: 3600 },
  ENQUIRY_RATE_LIMIT: { default: 10, min: 1, max: 1_000_000 },
  ENQUIRY_RATE_WINDOW_SECONDS: { default: 600, min: 1, max: 86_400 },
  MAX_CONNECTIONS: { default: 1000, min: 16, max: 100_000 },
  VITALS_RETENTION_DAYS: { default: 35, min: 1, max: 3660 },
  ENQUIRY_RETENTION_MONTHS: { default: 24, min: 1, max: 1200 },
  VITALS_RATE_LIMIT: { default: 60, min: 1, max: 1_000_000 },
  ANALYTICS_RAW_DAYS: { default: 35, min: 1, max: 3660 },
  ANALYTICS_DAILY_EVENTS: { default: 3_000_000, min: 1, max: 1_000_000_000 },
} as const
export type NumericVariable = keyof typeof numericVariables

/** The shortest ENQUIRY_SECRET accepted (an HMAC key of 256 bits written as text). */
export const minSecretLength = 32

/** The default of a whole-number variable, as docs/configuration.md writes it. */
const numericDefault = (name: NumericVariable): string => String(numericVariables[name].default)

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
  [
    'DATABASE_POOL_MAX',
    numericDefault('DATABASE_POOL_MAX'),
    'PostgreSQL connections per instance at most',
  ],
  [
    'DATABASE_STATEMENT_TIMEOUT_MS',
    numericDefault('DATABASE_STATEMENT_TIMEOUT_MS'),
    'PostgreSQL statements running longer are cancelled',
  ],
  ['DIST_DIR', 'dist/client', 'The built site to serve'],
  ['DESK_DIST_DIR', '(desk beside DIST_DIR)', 'The built reservations desk to serve at /desk'],
  ['WEATHER_API_KEY', '(unset)', 'OpenWeatherMap key; unset means keyless Open-Meteo'],
  ['WEATHER_API_URL', '(provider default)', 'Base URL of the weather provider in use'],
  ['SMTP_URL', '(unset)', 'smtp:// or smtps:// URL for staff e-mail; unset means none'],
  ['MAIL_FROM', `Trillium website <no-reply@...>`, 'Sender of staff e-mail'],
  ['MAIL_TO', site.email.address, 'Recipient of staff e-mail'],
  [
    'MAIL_LEASE_SECONDS',
    numericDefault('MAIL_LEASE_SECONDS'),
    'How long an instance holds a staff e-mail it is sending',
  ],
  ['ENQUIRY_SECRET', '(generated, kept in DB)', 'HMAC secret of puzzle tokens, 32+ characters'],
  [
    'ENQUIRY_RATE_LIMIT',
    numericDefault('ENQUIRY_RATE_LIMIT'),
    'Enquiries per client address per window',
  ],
  [
    'ENQUIRY_RATE_WINDOW_SECONDS',
    numericDefault('ENQUIRY_RATE_WINDOW_SECONDS'),
    'Length of the rate-limit window',
  ],
  [
    'TRUST_PROXY',
    '(unset)',
    'Proxy addresses/CIDRs (or a hop count) allowed to set X-Forwarded-For',
  ],
  [
    'MAX_CONNECTIONS',
    numericDefault('MAX_CONNECTIONS'),
    'Open connections at most (idle and slow ones are closed first)',
  ],
  [
    'VITALS_RETENTION_DAYS',
    numericDefault('VITALS_RETENTION_DAYS'),
    'Days page-visibility metrics are kept',
  ],
  [
    'ENQUIRY_RETENTION_MONTHS',
    numericDefault('ENQUIRY_RETENTION_MONTHS'),
    'Months an enquiry is kept after its life ended (booked, not booked, spam)',
  ],
  [
    'VITALS_RATE_LIMIT',
    numericDefault('VITALS_RATE_LIMIT'),
    'Metric beacons accepted per client address per minute',
  ],
  [
    'ANALYTICS_RAW_DAYS',
    numericDefault('ANALYTICS_RAW_DAYS'),
    "Days the site count's raw events are kept (daily roll-ups: 25 months)",
  ],
  [
    'ANALYTICS_DAILY_EVENTS',
    numericDefault('ANALYTICS_DAILY_EVENTS'),
    "The site count's raw events stored per resort day at most, all instances together",
  ],
  ['LOG_LEVEL', 'info', logLevels.join(', ')],
] as const
