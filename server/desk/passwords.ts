import { readFileSync } from 'node:fs'
import { hash, parseOptions, verify, type Options } from '@node-rs/argon2'
import { site } from '../../content/site.ts'

/*
 * Staff passwords (OWASP Password Storage Cheat Sheet; NIST SP 800-63B 5.1.1.2): stored as
 * argon2id hashes, at least 12 characters with no composition rules, at most 256, and refused
 * when common or made of the person's own name, e-mail or the hotel's name.
 */

/**
 * OWASP Password Storage Cheat Sheet, "Argon2id": "a minimum configuration of 19 MiB of memory,
 * an iteration count of 2, and 1 degree of parallelism". About 50 ms a hash on one core of the
 * machines this runs on; @node-rs/argon2 works on libuv's thread pool, not the event loop.
 */
export const argon2idOptions = {
  algorithm: 2 satisfies Options['algorithm'], // Argon2id (the package's enum is types only)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options

/** NIST SP 800-63B: at least 8, and "at least 15" recommended; the desk asks 12 (issue 42). */
const minCodePoints = 12
/** NIST: at least 64 allowed; long enough for any passphrase, short enough to hash cheaply. */
const maxCodePoints = 256

/** What a refused password is told (content for the desk's form, the server's 400). */
export const passwordMessages = {
  short: 'Use at least 12 characters',
  long: 'Use at most 256 characters',
  common: 'This password is too common: choose another',
  personal:
    'This password is too easy to guess from your name, your e-mail or the hotel’s name: choose another',
} as const

/**
 * A password as it is checked and hashed: Unicode NFKC (NIST SP 800-63B 5.1.1.2: "the verifier
 * SHOULD apply the Normalization Process for Stabilized Strings using either the NFKC or NFKD
 * normalization"), so the same characters typed on another keyboard give the same hash.
 */
export function normalisePassword(password: string): string {
  return password.normalize('NFKC')
}

/** Characters as people count them: code points, so "é" or an emoji counts once (NIST). */
function codePoints(text: string): number {
  let count = 0
  for (const _ of text) count++
  return count
}

let common: Set<string> | undefined
/** The common-password list kept beside this file (its source and licence in its header). */
function commonPasswords(): Set<string> {
  if (common === undefined) {
    const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    const list = text.slice(text.indexOf('\n---\n') + 5)
    common = new Set(list.split('\n').filter((line) => line !== ''))
  }
  return common
}

/** The text without what surrounds its letters: `!!Dragon2024` is `dragon` decorated. */
function core(text: string): string {
  return text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
}

/** One short unit repeated (`abcabcabcabc`, `111111111111`), or a run (`abcdefghijkl`, `987…`). */
function isPattern(text: string): boolean {
  if (/^(.{1,4}?)\1+$/su.test(text)) return true
  const points = [...text].map((c) => c.codePointAt(0) ?? 0)
  const steps = new Set(points.slice(1).map((point, i) => point - (points[i] ?? 0)))
  return steps.size === 1 && (steps.has(1) || steps.has(-1))
}

/** Whether the text, or the text without its decoration, is common or a pattern. */
function isCommon(text: string): boolean {
  const list = commonPasswords()
  const bare = core(text)
  return list.has(text) || (bare !== '' && list.has(bare)) || isPattern(text)
}

/**
 * The words an attacker would try first for this person (NIST: "context-specific words, such as
 * the name of the service, the username, and derivatives thereof"): the hotel's name, the
 * person's name and its parts, the e-mail and its local part and their parts.
 */
function contextWords(person: { email: string; name: string }): string[] {
  const email = person.email.normalize('NFKC').toLowerCase()
  const name = person.name.normalize('NFKC').toLowerCase()
  const local = email.split('@')[0] ?? ''
  const words = [
    site.name,
    site.slug,
    email,
    local,
    name.replace(/\s+/gu, ''),
    ...name.split(/[^\p{L}\p{N}]+/u),
    ...local.split(/[^\p{L}\p{N}]+/u),
  ].map((word) => word.toLowerCase())
  // longest first, so `asharao` goes before `asha` and `rao` could leave pieces of it
  return [...new Set(words.filter((word) => codePoints(word) >= 3))].sort(
    (a, b) => b.length - a.length,
  )
}

/**
 * Why a password is refused for this person, as the desk shows it beside the field, or
 * undefined when it is accepted. No composition rules (NIST, OWASP Authentication Cheat Sheet
 * "Implement Proper Password Strength Controls"): length, the common list, obvious patterns and
 * the person's own words.
 */
export function passwordProblem(
  password: string,
  person: { email: string; name: string },
): string | undefined {
  const normal = normalisePassword(password)
  const length = codePoints(normal)
  if (length < minCodePoints) return passwordMessages.short
  if (length > maxCodePoints) return passwordMessages.long
  const folded = normal.toLowerCase()
  if (isCommon(folded)) return passwordMessages.common
  let rest = folded
  for (const word of contextWords(person)) rest = rest.split(word).join(' ')
  if (rest !== folded) {
    const left = rest.replace(/[^\p{L}\p{N}]+/gu, '')
    if (codePoints(left) < 8 || isCommon(left)) return passwordMessages.personal
  }
  return undefined
}

/** The argon2id hash (PHC string, its own random salt) of an accepted password. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalisePassword(password), argon2idOptions)
}

/**
 * A hash of a random password with the same parameters: verified when there is no account or
 * no password, so the answer takes as long as for a wrong password (OWASP Authentication Cheat
 * Sheet, "Authentication Responses": the same time whether the account exists or not).
 */
const dummyHash =
  '$argon2id$v=19$m=19456,t=2,p=1$TPlFeuIEVZyR7r/eKyOt+g$4HntqqmSePEtG4aHE1f4RAunLAyUUAsQTUMmAX7qAmA'

/**
 * Whether the password matches the hash. With no hash (no such account, or no password set) the
 * same work is done against a fixed hash and the answer is false.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const normal = normalisePassword(password)
  if (stored === null) {
    await verify(dummyHash, normal)
    return false
  }
  try {
    return await verify(stored, normal)
  } catch {
    return false
  }
}

/** Whether a stored hash was made with other parameters than today's (rehashed at sign-in). */
export function needsRehash(stored: string): boolean {
  const options = parseOptions(stored)
  return (
    Number(options.algorithm) !== argon2idOptions.algorithm ||
    options.memoryCost !== argon2idOptions.memoryCost ||
    options.timeCost !== argon2idOptions.timeCost ||
    options.parallelism !== argon2idOptions.parallelism
  )
}
