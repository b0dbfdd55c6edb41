import { fromPromise } from 'xstate'
import type { EnquiryChallenge } from '../../../content/enquiry.schema.ts'
import { fetchEnquiryChallenge } from '../../../machines/enquiry-form/enquiry-form.api.ts'

/**
 * The challenge the server stamped into the page it sent (server/enquiries/enquiry-page.ts), read
 * from the form's hidden `token` field before hydration: `value` is the sealed token and
 * `data-challenge` holds "a b expiresAt". Undefined on the server, in a page nobody stamped
 * (development), and for a form drawn after a client navigation.
 */
export function readPageChallenge(tokenId: string): EnquiryChallenge | undefined {
  if (typeof document === 'undefined') return undefined
  const input = document.getElementById(tokenId)
  if (!(input instanceof HTMLInputElement) || input.value === '') return undefined
  const [a, b, expiresAt] = (input.dataset['challenge'] ?? '').split(' ')
  if (!/^\d+$/.test(a ?? '') || !/^\d+$/.test(b ?? '') || expiresAt === undefined) return undefined
  return { a: Number(a), b: Number(b), token: input.value, expiresAt }
}

/**
 * The form's challenge source when the page carries one: the first question is the page's own
 * (so the hydrated form shows the very question the page showed), every later one is fetched
 * from the server as before.
 */
export function pageFirstChallenge(challenge: EnquiryChallenge) {
  let first: EnquiryChallenge | undefined = challenge
  return fromPromise<EnquiryChallenge>(() => {
    const given = first
    first = undefined
    return given === undefined ? fetchEnquiryChallenge() : Promise.resolve(given)
  })
}
