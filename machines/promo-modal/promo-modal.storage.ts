import type { PromoRecord } from './promo-modal.machine.ts'

/** The part of `localStorage` the promo modal uses, so tests and private browsing can stand in. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  clear(): void
}

/** Keys the modal keeps (spec 4: a shown flag and an expiry at the end of the current day). */
export const promoStorageKeys = { shown: 'promoShown', expiry: 'promoExpiry' } as const

/** The last millisecond of the visitor's current local day. */
export function endOfDay(now: number): number {
  const d = new Date(now)
  d.setHours(23, 59, 59, 999)
  return d.getTime()
}

/** What the machine is told at a visit or the first scroll: the time and the stored record. */
export function readPromoRecord(storage: KeyValueStorage, now: number): PromoRecord {
  return {
    now,
    shown: storage.getItem(promoStorageKeys.shown),
    expiry: storage.getItem(promoStorageKeys.expiry),
  }
}

/** Records that the promo was shown, until `expiry` (the end of the day it opened). */
export function recordPromoShown(storage: KeyValueStorage, expiry: number): void {
  storage.setItem(promoStorageKeys.shown, 'true')
  storage.setItem(promoStorageKeys.expiry, String(expiry))
}

/**
 * An in-memory storage with the same contract as `localStorage`: the stand-in when the real one
 * is missing or throws (private modes), and the storage the tests read back.
 */
export class MemoryStorage implements KeyValueStorage {
  private readonly data: Map<string, string>
  constructor(entries: Readonly<Record<string, string>> = {}) {
    this.data = new Map(Object.entries(entries))
  }
  getItem(key: string): string | null {
    return this.data.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    this.data.set(key, value)
  }
  clear(): void {
    this.data.clear()
  }
  /** Everything stored, for assertions. */
  entries(): Record<string, string> {
    return Object.fromEntries(this.data)
  }
}

/**
 * The browser's `localStorage` if it can be used, otherwise a `MemoryStorage`. Safari's private
 * mode and disabled storage throw on access; the modal then simply behaves as on a first visit.
 */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage
    const probe = '__trillium_probe__'
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    return new MemoryStorage()
  }
}
