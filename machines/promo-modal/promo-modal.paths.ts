import type { ProofOptions } from '../testing/prove.ts'
import { MemoryStorage, promoStorageKeys } from './promo-modal.storage.ts'

/** 21 November 2026, 10:00 in the test's time zone. */
export const promoNow = new Date(2026, 10, 21, 10, 0, 0).getTime()
const laterToday = new Date(2026, 10, 21, 23, 59, 59, 999).getTime()
const yesterdayEnd = new Date(2026, 10, 20, 23, 59, 59, 999).getTime()

/** Stored states the visitor can arrive with: none, shown earlier today, shown on a past day. */
export const promoStorages = {
  firstVisit: {},
  shownToday: { [promoStorageKeys.shown]: 'true', [promoStorageKeys.expiry]: String(laterToday) },
  shownYesterday: {
    [promoStorageKeys.shown]: 'true',
    [promoStorageKeys.expiry]: String(yesterdayEnd),
    'another-key': 'left by another feature',
  },
} as const

const scenario = (entries: Readonly<Record<string, string>>) => ({
  input: { storage: new MemoryStorage(entries), now: () => promoNow },
})

/** Each stored state, on a phone (390 px) and on a wide screen (1024 px). */
export const promoModalProof = {
  freshInput: (input: unknown) => freshPromoInput(input),
  scenarios: Object.values(promoStorages).map(scenario),
  events: [
    { type: 'VISIT', viewportWidth: 390 },
    { type: 'VISIT', viewportWidth: 1024 },
    { type: 'ENGAGE' },
  ],
} satisfies ProofOptions

/** A fresh copy of a scenario's input, so a replay's writes never leak into the next one. */
export const freshPromoInput = (input: unknown) => {
  const { storage, now } = input as { storage: MemoryStorage; now: () => number }
  return { storage: new MemoryStorage(storage.entries()), now }
}
