import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto'
import type { EnquiryChallenge } from '../../content/enquiry.schema.ts'
import { timeOrderedBytes } from '../time-ordered-id.ts'

/**
 * How long a visitor has to send the form after the question was issued, and the most the
 * server ever accepts, whatever expiry a token carries: 24 hours, past WCAG 2.2.1's 20-hour
 * exception, so no visitor runs into a time limit while typing (issue 34). A page left open
 * longer still keeps every typed value: the form asks for a new question when the server says
 * the old one expired.
 */
export const challengeLifetimeMs = 24 * 60 * 60 * 1000

/** Tolerated difference between servers' clocks for a token issued "in the future". */
const clockSkewMs = 60 * 1000

/** The two numbers of the question: each from 1 to 10 (spec 5), both ends included. */
const operandRange = { min: 1, max: 10 } as const

/** The outcome of checking a puzzle answer against its token. */
export type ChallengeCheck =
  | { ok: true; id: string; expiresAt: number }
  /** Genuine token, wrong answer: the id is burnt so the answer cannot be guessed again. */
  | { ok: false; reason: 'wrong'; id: string; expiresAt: number }
  | { ok: false; reason: 'expired' | 'invalid' }

/** What a token holds, sealed: nobody without the secret can read or change any of it. */
export interface ChallengeContent {
  id: string
  issuedAt: number
  expiresAt: number
  sum: number
}

const version = 1
// version (1) + issuedAt (6) + expiresAt (6) + id (16) + sum (1)
const plainLength = 30
const ivLength = 12
const tagLength = 16

/** The last secret's key: a server has one secret, so each token costs no hash for it. */
let lastKey: { secret: string; key: Buffer } | undefined

function keyOf(secret: string): Buffer {
  if (lastKey?.secret !== secret) {
    const key = createHash('sha256').update(`trillium-challenge-v${version}:${secret}`).digest()
    lastKey = { secret, key }
  }
  return lastKey.key
}

/** Seals a challenge's content with AES-256-GCM: encrypted (opaque) and authenticated. */
export function sealChallenge(secret: string, content: ChallengeContent): string {
  const plain = Buffer.alloc(plainLength)
  plain.writeUInt8(version, 0)
  plain.writeUIntBE(content.issuedAt, 1, 6)
  plain.writeUIntBE(content.expiresAt, 7, 6)
  Buffer.from(content.id, 'base64url').copy(plain, 13, 0, 16)
  plain.writeUInt8(content.sum, 29)
  const iv = randomBytes(ivLength)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()])
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')
}

/** Opens a token sealed with `secret`; undefined when it was not, or was altered. */
export function openChallenge(secret: string, token: string): ChallengeContent | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return undefined
  const raw = Buffer.from(token, 'base64url')
  if (raw.length !== ivLength + plainLength + tagLength) return undefined
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, ivLength))
    decipher.setAuthTag(raw.subarray(ivLength + plainLength))
    const plain = Buffer.concat([
      decipher.update(raw.subarray(ivLength, ivLength + plainLength)),
      decipher.final(),
    ])
    if (plain.readUInt8(0) !== version) return undefined
    return {
      issuedAt: plain.readUIntBE(1, 6),
      expiresAt: plain.readUIntBE(7, 6),
      id: plain.subarray(13, 29).toString('base64url'),
      sum: plain.readUInt8(29),
    }
  } catch {
    return undefined
  }
}

/**
 * Issues an arithmetic challenge `a + b` (each 1 to 10). The token is the sealed id, issue time,
 * expiry and sum: opaque (it shows neither operands nor sum nor times) and checked without
 * storing anything until it is used.
 */
export function issueChallenge(secret: string, now: number): EnquiryChallenge {
  // randomInt's upper end is exclusive
  const a = randomInt(operandRange.min, operandRange.max + 1)
  const b = randomInt(operandRange.min, operandRange.max + 1)
  const expires = now + challengeLifetimeMs
  const token = sealChallenge(secret, {
    // time-ordered: the used tokens' index grows at its right edge (time-ordered-id.ts)
    id: timeOrderedBytes(now).toString('base64url'),
    issuedAt: now,
    expiresAt: expires,
    sum: a + b,
  })
  return { a, b, token, expiresAt: new Date(expires).toISOString() }
}

/**
 * Checks a token and answer: seal, age and sum. The server's own lifetime caps whatever expiry
 * the token carries. Reuse is not checked here (see SpentChallenges and the enquiry transaction).
 */
export function checkChallenge(
  secret: string,
  token: string,
  answer: number,
  now: number,
): ChallengeCheck {
  const content = openChallenge(secret, token)
  if (content === undefined || content.issuedAt > now + clockSkewMs) {
    return { ok: false, reason: 'invalid' }
  }
  const expiresAt = Math.min(content.expiresAt, content.issuedAt + challengeLifetimeMs)
  if (now > expiresAt) return { ok: false, reason: 'expired' }
  if (answer !== content.sum) return { ok: false, reason: 'wrong', id: content.id, expiresAt }
  return { ok: true, id: content.id, expiresAt }
}
