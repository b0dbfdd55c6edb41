import { createHash } from 'node:crypto'

/**
 * The duplicate rule's key of an enquiry: its lower-cased e-mail and its message, hashed so that
 * a 16 KiB message still makes a small primary key on either engine.
 */
export function enquiryFingerprint(emailKey: string, message: string): string {
  return createHash('sha256').update(emailKey).update('\n').update(message).digest('base64url')
}
