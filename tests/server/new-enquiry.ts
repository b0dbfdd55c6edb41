import { randomUUID } from 'node:crypto'
import type { NewEnquiry } from '../../server/enquiries/enquiry.repository.ts'

let serial = 0

/**
 * An enquiry as the repository is given it (validated, its puzzle checked), new each call: its
 * own address, message, token and client, unless `overrides` says otherwise.
 */
export function newEnquiry(overrides: Partial<NewEnquiry> = {}): NewEnquiry {
  serial += 1
  return {
    publicId: randomUUID(),
    createdAt: Date.now(),
    name: 'Asha Rao',
    email: `guest${serial}@example.in`,
    message: `A room for two, enquiry ${serial}`,
    phone: '+919845012345',
    hotel: 'Trillium Resort & Spa, Chikmagalur',
    page: '/suites',
    challengeId: `token-${serial}-${randomUUID()}`,
    challengeExpiresAt: Date.now() + 86_400_000,
    clientKey: `client-${serial}`,
    ...overrides,
  }
}
