import { createHash, createHmac, randomBytes } from 'node:crypto'

/*
 * The desk's secrets: random values handed out (session ids, one-time link tokens, public ids)
 * and the one-way forms it keeps of them.
 */

/** 32 random bytes (256 bits) as base64url: 43 characters (OWASP Session Management, "Session ID Entropy"). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Whether text has the shape randomToken gives, checked before it costs a query. */
export function isToken(text: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(text)
}

/**
 * The SHA-256 of a token, hex: what the database keeps of a session id or a link's token, so a
 * copy of the database (a backup) signs nobody in. A plain hash is enough for 256 random bits.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * A keyed hash (HMAC-SHA256, hex) of text that must be matched later but not kept: an e-mail
 * address typed at a failed sign-in, an erased guest's address. The key lives in `settings`.
 */
export function keyedHash(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex')
}
