import type { Boundary } from './types.ts'

/*
 * The enquiry: the form's rules (spec 5, shared with the server) and what the server promises
 * about it (DECISIONS: Enquiries, server/README.md: Enquiry API). The server's tests run on
 * SQLite and on PostgreSQL.
 */

const schema = 'content/enquiry.schema.ts'
const schemaTest = ['content/enquiry.schema.test.ts']
const config = 'server/config-variables.ts'
const enquiryTest = 'tests/server/enquiry.test.ts'

/** An enquiry field's longest value: accepted at the limit, refused with its message one past. */
const maxLength = (field: string, value: number, why: string): Boundary => ({
  id: `enquiry-${field}-length`,
  promise: `The ${field} is at most ${value} characters; longer is refused with a clear message (${why})`,
  source: 'server/README.md: Enquiry API (400 for over-long text); DECISIONS: nothing half-stored',
  value,
  unit: 'characters',
  code: [{ file: schema, name: `enquiryMaxLengths.${field}` }],
  pinnedBy: ['content/enquiry-limits.test.ts'],
  sides: `${value} characters pass the length check, ${value + 1} get "${field === 'token' ? 'Your answer is incorrect' : `… must be at most ${value} characters`}"`,
})

export const enquiryBoundaries: readonly Boundary[] = [
  {
    id: 'message-min-words',
    promise: 'A message, when non-empty, has at least 5 words ("Minimum words required 5")',
    source: 'spec 5, 9',
    value: 5,
    unit: 'words',
    code: [{ file: schema, name: 'minMessageWords' }],
    pinnedBy: schemaTest,
    sides: 'four words are refused, five accepted',
  },
  maxLength('name', 100, 'a long name in any script'),
  maxLength('email', 254, 'the longest address SMTP carries'),
  maxLength('message', 4000, 'a long enquiry'),
  maxLength('phone', 20, 'ten digits, +91 and the spaces people type'),
  maxLength('hotel', 120, 'a hotel name'),
  maxLength('page', 300, 'a path of the site'),
  maxLength('token', 300, 'a sealed puzzle token'),
  {
    id: 'phone-digits',
    promise: 'Phone: optional +91 prefix, then ten digits starting 6, 7, 8 or 9',
    source: 'spec 5, 9',
    value: '^(?:\\+91)?[6-9]\\d{9}$',
    unit: 'pattern',
    code: [
      {
        file: schema,
        text: 'const phonePattern = /^(?:\\+91)?[6-9]\\d{9}$/',
        mutants: [
          'const phonePattern = /^(?:\\+91)?[6-9]\\d{8}$/',
          'const phonePattern = /^(?:\\+91)?[6-9]\\d{10}$/',
          'const phonePattern = /^(?:\\+91)?[5-9]\\d{9}$/',
          'const phonePattern = /^(?:\\+91)?[7-9]\\d{9}$/',
          'const phonePattern = /^(?:\\+91)?[6-8]\\d{9}$/',
          'const phonePattern = /^(?:\\+92)?[6-9]\\d{9}$/',
        ],
      },
    ],
    pinnedBy: schemaTest,
    sides:
      'ten digits from 6 and from 9 accepted (with and without +91), nine and eleven digits, a first digit 5 and +92 refused',
  },
  {
    id: 'puzzle-operand-min',
    promise: 'The puzzle is the sum of two random numbers from 1 to 10',
    source: 'spec 5',
    value: 1,
    unit: 'operand',
    code: [{ file: 'server/enquiries/challenge.ts', name: 'operandRange.min' }],
    pinnedBy: [enquiryTest],
    sides: 'in 600 questions each operand takes every value from 1 to 10 and no other',
  },
  {
    id: 'puzzle-operand-max',
    promise: 'The puzzle is the sum of two random numbers from 1 to 10',
    source: 'spec 5',
    value: 10,
    unit: 'operand',
    code: [{ file: 'server/enquiries/challenge.ts', name: 'operandRange.max' }],
    pinnedBy: [enquiryTest],
    sides: 'in 600 questions each operand takes every value from 1 to 10 and no other',
  },
  {
    id: 'puzzle-token-lifetime',
    promise:
      'A puzzle token is valid for 24 hours (past WCAG 2.2.1’s 20-hour exception), capped at 24 hours from its issue whatever expiry it carries',
    source: 'server/README.md: Enquiry API; DECISIONS: the puzzle is a signed challenge',
    value: 24 * 60 * 60 * 1000,
    unit: 'ms',
    code: [{ file: 'server/enquiries/challenge.ts', name: 'challengeLifetimeMs' }],
    pinnedBy: [enquiryTest],
    sides:
      'the challenge says it expires 24 h after it was issued; an answer 24 h after the question is taken (201), one 24 h and 1 ms after is refused as expired (400)',
  },
  {
    id: 'puzzle-clock-skew',
    promise:
      'A token issued in the future is refused, beyond the minute two servers’ clocks may differ',
    source: 'server/README.md: Enquiry API ("refuses one issued in the future")',
    value: 60 * 1000,
    unit: 'ms',
    code: [{ file: 'server/enquiries/challenge.ts', name: 'clockSkewMs' }],
    pinnedBy: [enquiryTest],
    sides: 'a token issued 60 s ahead is taken, one issued 60 s and 1 ms ahead refused',
  },
  {
    id: 'duplicate-window',
    promise: 'The same enquiry again (same e-mail and message) within 24 hours answers 409',
    source: 'DECISIONS: Enquiries; server/README.md: Enquiry API',
    value: 24 * 60 * 60 * 1000,
    unit: 'ms',
    code: [{ file: 'server/enquiries/enquiry.repository.ts', name: 'duplicateWindowMs' }],
    pinnedBy: [enquiryTest],
    sides: '409 at 24 h minus 1 ms, 201 at 24 h (and after)',
  },
  {
    id: 'enquiry-rate-limit',
    promise: 'ENQUIRY_RATE_LIMIT (default 10) enquiries per client address per window, then 429',
    source: 'DECISIONS: Enquiries; README and server/README.md: Configuration',
    value: 10,
    unit: 'enquiries',
    code: [{ file: config, name: 'numericVariables.ENQUIRY_RATE_LIMIT.default' }],
    pinnedBy: ['tests/server/defaults.test.ts', 'tests/server/main.test.ts'],
    sides:
      'with the defaults, the 10th enquiry from one address is stored and the 11th refused with 429',
  },
  {
    id: 'enquiry-rate-window',
    promise: 'ENQUIRY_RATE_WINDOW_SECONDS (default 600): the length of the rate limit’s window',
    source: 'README and server/README.md: Configuration',
    value: 600,
    unit: 's',
    code: [{ file: config, name: 'numericVariables.ENQUIRY_RATE_WINDOW_SECONDS.default' }],
    pinnedBy: ['tests/server/defaults.test.ts', 'tests/server/main.test.ts'],
    sides:
      'with the defaults, Retry-After 600 at the first refusal, still 429 at 600 s minus 1 ms, stored again at 600 s',
  },
  {
    id: 'enquiry-body-limit',
    promise: 'A body over 16 KiB answers 413',
    source: 'DECISIONS: Enquiries; server/README.md: Enquiry API',
    value: 16 * 1024,
    unit: 'bytes',
    code: [{ file: 'server/fastify-options.ts', name: 'bodyLimitBytes' }],
    pinnedBy: [enquiryTest],
    sides: 'a JSON body of 16 384 bytes is read (not 413), one of 16 385 bytes is 413',
  },
  {
    id: 'enquiry-form-body-limit',
    promise:
      'A form post (application/x-www-form-urlencoded) is at most 48 KiB: percent-encoding writes Kannada or Hindi three times longer than JSON',
    source: 'server/README.md: Enquiry API (without JavaScript)',
    value: 48 * 1024,
    unit: 'bytes',
    code: [{ file: 'server/body-parsing.ts', name: 'formBodyLimitBytes' }],
    pinnedBy: ['tests/server/enquiry-form-post.test.ts'],
    sides: 'a form body of 49 152 bytes is read (not 413), one of 49 153 bytes is 413',
  },
  {
    id: 'enquiry-secret-length',
    promise: 'ENQUIRY_SECRET is 32 characters or more',
    source: 'README and server/README.md: Configuration',
    value: 32,
    unit: 'characters',
    code: [{ file: config, name: 'minSecretLength' }],
    pinnedBy: ['tests/server/main.test.ts'],
    sides: 'a secret of 31 characters stops the start naming ENQUIRY_SECRET, one of 32 is taken',
  },
]
