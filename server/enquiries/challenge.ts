import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { EnquiryChallenge } from '../../content/enquiry.schema.ts'

/** How long a visitor has to send the form after the question was issued. */
export const challengeLifetimeMs = 2 * 60 * 60 * 1000

/** The outcome of checking a puzzle answer against its token. */
export type ChallengeCheck =
  | { ok: true; id: string; expiresAt: number }
  /** Genuine token, wrong answer: the id is burnt so the answer cannot be guessed again. */
  | { ok: false; reason: 'wrong'; id: string; expiresAt: number }
  | { ok: false; reason: 'expired' | 'invalid' }

function mac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url')
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * Issues a signed arithmetic challenge `a + b` (each 1 to 10). The token is
 * `id.expiry.seal.proof`: `seal` signs the id and expiry (so a genuine token can be told from a
 * forged one), `proof` signs them with the sum (so the answer is checked without storing
 * anything and without the token revealing the sum).
 */
export function issueChallenge(secret: string, now: number): EnquiryChallenge {
  const a = randomInt(1, 11)
  const b = randomInt(1, 11)
  const id = randomBytes(16).toString('base64url')
  const expires = now + challengeLifetimeMs
  const head = `${id}.${expires.toString(36)}`
  const token = `${head}.${mac(secret, `seal:${head}`)}.${mac(secret, `sum:${head}:${a + b}`)}`
  return { a, b, token, expiresAt: new Date(expires).toISOString() }
}

/**
 * Checks a token and answer: signature, expiry and the sum. Reuse is not checked here (that
 * needs the database, inside the enquiry's own transaction).
 */
export function checkChallenge(
  secret: string,
  token: string,
  answer: number,
  now: number,
): ChallengeCheck {
  const parts = token.split('.')
  if (parts.length !== 4) return { ok: false, reason: 'invalid' }
  const [id = '', expiresText = '', seal = '', proof = ''] = parts
  if (!/^[A-Za-z0-9_-]{22}$/.test(id) || !/^[0-9a-z]{1,12}$/.test(expiresText)) {
    return { ok: false, reason: 'invalid' }
  }
  const head = `${id}.${expiresText}`
  if (!same(seal, mac(secret, `seal:${head}`))) return { ok: false, reason: 'invalid' }
  const expiresAt = parseInt(expiresText, 36)
  if (now > expiresAt) return { ok: false, reason: 'expired' }
  if (!same(proof, mac(secret, `sum:${head}:${answer}`))) {
    return { ok: false, reason: 'wrong', id, expiresAt }
  }
  return { ok: true, id, expiresAt }
}
