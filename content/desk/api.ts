/*
 * The desk API's request and answer shapes (server/README.md, "Desk API"), shared by the server
 * and the desk front end. Times are ISO 8601 strings (UTC); ids are the random public ids.
 */

export type StaffRoleName = 'manager' | 'reservations'

/** Who is signed in: `GET /api/desk/session` and every sign-in's answer. */
export interface Me {
  id: string
  name: string
  email: string
  role: StaffRoleName
  /** How many passkeys the person has. */
  passkeys: number
}

/** Any refusal: `{ message }`; a refused form adds a message per field. */
export interface ErrorJson {
  message: string
  errors?: Record<string, string>
}

/** `POST /api/desk/session` */
export interface PasswordSignIn {
  email: string
  password: string
}

/** `GET /api/desk/links/:token`: whose link it is. */
export interface LinkJson {
  name: string
  email: string
}

/** `POST /api/desk/links/:token/password` */
export interface SetPassword {
  password: string
}

/** `POST /api/desk/session/passkey/options` and `POST /api/desk/passkeys/options` answer this. */
export interface PasskeyOptionsJson<Options> {
  challengeId: string
  options: Options
}

/** `GET /api/desk/passkeys` */
export interface PasskeyJson {
  id: string
  name: string
  createdAt: string
  lastUsedAt: string | null
}

export type StaffStatus = 'invited' | 'active' | 'disabled'

/** `GET /api/desk/staff` (manager). `invited`: no password and no passkey yet. */
export interface StaffJson {
  id: string
  name: string
  email: string
  role: StaffRoleName
  status: StaffStatus
  passkeys: number
  createdAt: string
}

/** `POST /api/desk/staff` (manager) */
export interface InviteStaff {
  email: string
  name: string
  role: StaffRoleName
}

/** `POST /api/desk/staff` answers the new person's id and one-time link. */
export interface InvitedJson {
  id: string
  link: string
}

/** `GET /api/desk/audit` (manager): one entry of the trail. */
export interface AuditEntryJson {
  at: string
  /** Who did it: a member of the staff (their name then), the command line, or null (the system, a signed-out attempt). */
  actor: { id: string | null; name: string } | null
  action: string
  subject: string | null
  detail: Readonly<Record<string, string | number | boolean | null>>
}

/** A page of a list read newest first: `next` is the cursor of the page after, or null. */
export interface PageJson<Item> {
  items: Item[]
  next: string | null
}

/** `POST /api/desk/session/passkey` `{ challengeId, response }` (an `AuthenticationResponseJSON`). */
export interface PasskeySignIn<Response = unknown> {
  challengeId: string
  response: Response
}

/** `POST /api/desk/passkeys` `{ challengeId, response, name? }` (a `RegistrationResponseJSON`). */
export interface PasskeyRegistration<Response = unknown> {
  challengeId: string
  response: Response
  name?: string
}

/** `POST /api/desk/passkeys` answers `201` with the new passkey's id and name. */
export interface PasskeyAddedJson {
  id: string
  name: string
}

/** `POST /api/desk/staff/:id/link` (manager): a new one-time link (earlier ones are void). */
export interface LinkSentJson {
  link: string
}
