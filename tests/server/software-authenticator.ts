import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers'

/*
 * A passkey without a device, for the server suites: an ES256 key pair made with node:crypto,
 * answering WebAuthn's registration ("none" attestation) and sign-in as an authenticator would
 * (W3C Web Authentication Level 3, 6.1 authenticator data, 6.5.4 the "none" format, 6.3.3 the
 * assertion signature), user present and verified. The browser test uses Chromium's virtual
 * authenticator instead.
 */

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes))

/** Authenticator data: the RP id's hash, the flags, the signature counter (and a credential). */
function authenticatorData(
  rpId: string,
  flags: number,
  counter: number,
  attested?: Buffer,
): Buffer {
  const count = Buffer.alloc(4)
  count.writeUInt32BE(counter)
  return Buffer.concat([
    createHash('sha256').update(rpId).digest(),
    Buffer.from([flags]),
    count,
    ...(attested === undefined ? [] : [attested]),
  ])
}

/** User present (0x01), user verified (0x04), attested credential data (0x40). */
const present = 0x01
const verified = 0x04
const attestedData = 0x40

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16)
  readonly #key: KeyObject
  readonly #publicJwk: { x: string; y: string }
  counter = 0
  /** The user handle the site gave at registration. */
  userHandle: string | undefined

  constructor(readonly origin: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    this.#key = privateKey
    const jwk = publicKey.export({ format: 'jwk' })
    this.#publicJwk = { x: jwk.x ?? '', y: jwk.y ?? '' }
  }

  get id(): string {
    return b64(this.credentialId)
  }

  #clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
  }

  /** The answer to registration options (navigator.credentials.create, as JSON). */
  register(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    change: { origin?: string; flags?: number } = {},
  ): Record<string, unknown> {
    this.userHandle = options.user.id
    const rpId = options.rp.id ?? ''
    // the credential's public key as COSE: EC2 (1: 2), ES256 (3: -7), P-256 (-1: 1), x, y
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(isoBase64URL.toBuffer(this.#publicJwk.x))],
        [-3, new Uint8Array(isoBase64URL.toBuffer(this.#publicJwk.y))],
      ]),
    )
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(this.credentialId.length)
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, coseKey])
    const flags = change.flags ?? present | verified | attestedData
    const attestation = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authenticatorData(rpId, flags, this.counter, attested))],
      ]),
    )
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64(
          this.#clientData('webauthn.create', options.challenge, change.origin ?? this.origin),
        ),
        attestationObject: b64(attestation),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }

  /** The answer to sign-in options (navigator.credentials.get, as JSON), signed. */
  signIn(
    options: { challenge: string; rpId?: string },
    change: { origin?: string; flags?: number; counter?: number } = {},
  ): Record<string, unknown> {
    this.counter = change.counter ?? this.counter + 1
    const data = authenticatorData(
      options.rpId ?? '',
      change.flags ?? present | verified,
      this.counter,
    )
    const clientData = this.#clientData(
      'webauthn.get',
      options.challenge,
      change.origin ?? this.origin,
    )
    const signature = sign(
      'sha256',
      Buffer.concat([data, createHash('sha256').update(clientData).digest()]),
      this.#key,
    )
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(data),
        signature: b64(signature),
        ...(this.userHandle === undefined ? {} : { userHandle: this.userHandle }),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }
}
