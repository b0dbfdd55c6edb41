import type { TableEvent } from '../../machines/testing/oracle.ts'
import { payloadOf } from '../../machines/testing/oracle-view.ts'

/** The promo's flag and expiry in local storage, null where the key is absent. */
export interface StoredPromo {
  shown: string | null
  expiry: string | null
}

/**
 * What a promo table event (a visit, or the visitor starting to read) says local storage holds,
 * read the same way by the jsdom and the Chromium replays of the promo modal's table.
 */
export function storedRecord(event: TableEvent): StoredPromo {
  return {
    shown: payloadOf<string | null>(event, 'shown'),
    expiry: payloadOf<string | null>(event, 'expiry'),
  }
}
