import type { EnquiryChallenge } from '../../../content/enquiry.schema.ts'

/**
 * The challenge the server stamped into the page it sent (server/enquiries/enquiry-page.ts), read
 * from the form's hidden `token` field before hydration: `value` is the sealed token and
 * `data-challenge` holds "a b expiresAt". The form's machine starts with it (input.challenge).
 * Undefined on the server, in a page nobody stamped (development), and for a form drawn after a
 * client navigation: the machine then asks the server for a question.
 */
export function readPageChallenge(tokenId: string): EnquiryChallenge | undefined {
  if (typeof document === 'undefined') return undefined
  const input = document.getElementById(tokenId)
  if (!(input instanceof HTMLInputElement) || input.value === '') return undefined
  const [a, b, expiresAt] = (input.dataset['challenge'] ?? '').split(' ')
  if (!/^\d+$/.test(a ?? '') || !/^\d+$/.test(b ?? '') || expiresAt === undefined) return undefined
  return { a: Number(a), b: Number(b), token: input.value, expiresAt }
}
