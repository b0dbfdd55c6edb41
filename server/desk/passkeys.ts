// Length: one subject, the WebAuthn ceremonies (registration, sign-in, their challenges and the stored keys).
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import type { Kysely } from 'kysely'
import type { PasskeyJson } from '../../content/desk/api.ts'
import type { Clock } from '../clock.ts'
import type { Tables } from '../db/schema.ts'
import { randomToken } from './tokens.ts'

/*
 * Passkeys (WebAuthn, through @simplewebauthn/server): a signed-in person registers one; anyone
 * signs in with a discoverable credential alone, the authenticator verifying the person
 * (user verification required, so a passkey is a whole sign-in, not a second factor). The
 * relying party is SITE_URL: its host is the RP id, its origin the origin expected (docs/desk.md
 * says what that means behind a proxy). Challenges live in the database, so the options may come
 * from one instance and the answer go to another; each is used once and lasts 5 minutes.
 */

/** A challenge is good for 5 minutes (the browser's own prompt times out sooner). */
const challengeMs = 5 * 60 * 1000
/** A passkey's name as the person gives it. */
const nameLength = 60

/** The relying party of a site origin: RP id the host name, origin the scheme, host and port. */
export function relyingParty(siteUrl: string): { id: string; origin: string; name: string } {
  const url = new URL(siteUrl)
  return { id: url.hostname, origin: url.origin, name: 'Trillium desk' }
}

/** A person who is adding a passkey. */
interface Registrant {
  staffId: number
  publicId: string
  email: string
  name: string
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export class Passkeys {
  readonly #db: Kysely<Tables>
  readonly #clock: Clock
  readonly #rp: { id: string; origin: string; name: string }

  constructor(db: Kysely<Tables>, clock: Clock, siteUrl: string) {
    this.#db = db
    this.#clock = clock
    this.#rp = relyingParty(siteUrl)
  }

  async #challenge(
    purpose: 'register' | 'sign-in',
    staffId: number | null,
    challenge: string,
  ): Promise<string> {
    const id = randomToken()
    await this.#db
      .insertInto('desk_challenges')
      .values({
        id,
        purpose,
        staff_id: staffId,
        challenge,
        expires_at: this.#clock.now() + challengeMs,
      })
      .execute()
    return id
  }

  /** Takes a challenge, once: the row is deleted as it is read; undefined when gone or expired. */
  async #take(
    id: unknown,
    purpose: 'register' | 'sign-in',
    staffId: number | null,
  ): Promise<string | undefined> {
    if (typeof id !== 'string' || id.length > 100) return undefined
    let query = this.#db
      .deleteFrom('desk_challenges')
      .where('id', '=', id)
      .where('purpose', '=', purpose)
      .where('expires_at', '>', this.#clock.now())
    query =
      staffId === null ? query.where('staff_id', 'is', null) : query.where('staff_id', '=', staffId)
    const row = await query.returning('challenge').executeTakeFirst()
    return row?.challenge
  }

  /** The options of a new passkey for the person, their passkeys excluded. */
  async registrationOptions(
    person: Registrant,
  ): Promise<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }> {
    const existing = await this.#db
      .selectFrom('passkeys')
      .select(['id', 'transports'])
      .where('staff_id', '=', person.staffId)
      .execute()
    const options = await generateRegistrationOptions({
      rpName: this.#rp.name,
      rpID: this.#rp.id,
      userName: person.email,
      userDisplayName: person.name,
      userID: isoBase64URL.toBuffer(isoBase64URL.fromUTF8String(person.publicId)),
      attestationType: 'none',
      excludeCredentials: existing.map((key) => ({
        id: key.id,
        transports: JSON.parse(key.transports) as string[],
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    const challengeId = await this.#challenge('register', person.staffId, options.challenge)
    return { challengeId, options }
  }

  /** Verifies a new passkey's answer and keeps it; undefined when it does not verify. */
  async register(
    staffId: number,
    challengeId: unknown,
    response: unknown,
    name: string | undefined,
  ): Promise<PasskeyJson | undefined> {
    const challenge = await this.#take(challengeId, 'register', staffId)
    if (challenge === undefined || !isRecord(response)) return undefined
    let verified
    try {
      verified = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.#rp.origin,
        expectedRPID: this.#rp.id,
        requireUserVerification: true,
      })
    } catch {
      return undefined
    }
    if (!verified.verified) return undefined
    const { credential } = verified.registrationInfo
    const now = this.#clock.now()
    const label = name?.trim().slice(0, nameLength) || 'Passkey'
    const stored = await this.#db
      .insertInto('passkeys')
      .values({
        id: credential.id,
        staff_id: staffId,
        public_key: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        name: label,
        created_at: now,
        last_used_at: null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (stored === undefined) return undefined
    return {
      id: credential.id,
      name: label,
      createdAt: new Date(now).toISOString(),
      lastUsedAt: null,
    }
  }

  /** The options of a sign-in with any passkey of this site (discoverable: no list of ids). */
  async signInOptions(): Promise<{
    challengeId: string
    options: PublicKeyCredentialRequestOptionsJSON
  }> {
    const options = await generateAuthenticationOptions({
      rpID: this.#rp.id,
      userVerification: 'required',
    })
    const challengeId = await this.#challenge('sign-in', null, options.challenge)
    return { challengeId, options }
  }

  /**
   * The staff row id a sign-in answer proves, or why it does not: `unknown-passkey` when no
   * passkey of that id is kept, `invalid` when the answer does not verify (or its challenge is
   * gone). Its counter and last use are kept.
   */
  async signIn(
    challengeId: unknown,
    response: unknown,
  ): Promise<{ staffId: number } | { refused: 'unknown-passkey' | 'invalid' }> {
    const challenge = await this.#take(challengeId, 'sign-in', null)
    if (challenge === undefined || !isRecord(response) || typeof response.id !== 'string')
      return { refused: 'invalid' }
    const key = await this.#db
      .selectFrom('passkeys')
      .selectAll()
      .where('id', '=', response.id)
      .executeTakeFirst()
    if (key === undefined) return { refused: 'unknown-passkey' }
    let verified
    try {
      verified = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.#rp.origin,
        expectedRPID: this.#rp.id,
        requireUserVerification: true,
        credential: {
          id: key.id,
          publicKey: isoBase64URL.toBuffer(key.public_key),
          counter: key.counter,
          transports: JSON.parse(key.transports) as string[],
        },
      })
    } catch {
      return { refused: 'invalid' }
    }
    if (!verified.verified) return { refused: 'invalid' }
    await this.#db
      .updateTable('passkeys')
      .set({ counter: verified.authenticationInfo.newCounter, last_used_at: this.#clock.now() })
      .where('id', '=', key.id)
      .execute()
    return { staffId: key.staff_id }
  }

  /** A person's passkeys, oldest first. */
  async list(staffId: number): Promise<PasskeyJson[]> {
    const rows = await this.#db
      .selectFrom('passkeys')
      .select(['id', 'name', 'created_at', 'last_used_at'])
      .where('staff_id', '=', staffId)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: new Date(row.created_at).toISOString(),
      lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
    }))
  }

  /** Removes one of the person's own passkeys; false when they have none of that id. */
  async remove(staffId: number, id: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('passkeys')
      .where('id', '=', id)
      .where('staff_id', '=', staffId)
      .executeTakeFirst()
    return Number(result.numDeletedRows) === 1
  }

  /** Forgets challenges never answered (the hourly upkeep). */
  async purge(): Promise<void> {
    await this.#db
      .deleteFrom('desk_challenges')
      .where('expires_at', '<=', this.#clock.now())
      .execute()
  }
}
