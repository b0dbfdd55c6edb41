import { emit, enqueueActions, setup, type SnapshotFrom } from 'xstate'
import { dismissTo, type DismissEvent } from '../dismiss.ts'
import { endOfDay } from './promo-modal.storage.ts'
import { showsPromoModal } from './promo-modal.viewport.ts'

/**
 * What the view read at one moment: the time, and the stored flag and expiry exactly as
 * local storage holds them (`null` when absent).
 */
export interface PromoRecord {
  readonly now: number
  readonly shown: string | null
  readonly expiry: string | null
}

/**
 * `VISIT` is the visit, with the viewport's width and what was stored when the page started
 * (sent by the view after hydration); `ENGAGE` is the visitor starting to read the page (the
 * first scroll), with what is stored then: another tab may have shown the promo meanwhile.
 */
export type PromoModalEvent =
  | ({ type: 'VISIT'; viewportWidth: number } & PromoRecord)
  | ({ type: 'ENGAGE' } & PromoRecord)
  | { type: 'IMAGE_CLICK' }
  | DismissEvent

/** What the machine asks the view to write: the view owns the storage. */
export type PromoModalEmitted = { type: 'clearStorage' } | { type: 'recordShown'; expiry: number }

/** The stored expiry as a time; NaN (never past, never reached) when absent or unreadable. */
const storedExpiry = (record: PromoRecord): number =>
  record.expiry === null ? Number.NaN : Number(record.expiry)

/** Shown today: the flag is set and its expiry (the end of that day) is not past. */
const isShownToday = (record: PromoRecord): boolean =>
  record.shown === 'true' && record.now <= storedExpiry(record)

/**
 * The promotional modal (spec 4), kept to its rule. It waits in `idle` for `VISIT`. On every
 * visit, whatever the viewport and whatever comes next, a stored expiry that is past means
 * all of local storage is cleared (`clearStorage`, the spec's rule kept as is). Viewports of
 * 728 px and wider, and visits after the promo was shown today (the flag set and its expiry
 * not past), go `inactive`. Other phone visits go `waiting`: the modal opens only once the
 * visitor starts reading (`ENGAGE`, the first scroll), not over a page they have not seen
 * yet; a modal covering a page on arrival is what search engines call an intrusive
 * interstitial, and it would be the page's largest paint. If it was shown today meanwhile
 * (another tab), it goes `inactive`; if not it opens and records the shown flag with an
 * expiry at the end of today (`recordShown`). Opening never clears anything. `open` closes on
 * the overlay or the close mark (`CLOSE`), Escape, or the image (`IMAGE_CLICK`, whose link
 * also takes the visitor to /specialoffers). Clicks inside the content send nothing. Storage
 * and clock stay outside: the events carry what the view read, and the writes are emitted
 * for the view to perform.
 */
export const promoModalMachine = setup({
  types: {
    events: {} as PromoModalEvent,
    emitted: {} as PromoModalEmitted,
  },
  guards: {
    isDue: (_, visit: { viewportWidth: number } & PromoRecord) =>
      showsPromoModal(visit.viewportWidth) && !isShownToday(visit),
    isShownToday: (_, record: PromoRecord) => isShownToday(record),
  },
  actions: {
    forgetIfExpired: enqueueActions(({ enqueue }, record: PromoRecord) => {
      if (record.now > storedExpiry(record)) enqueue.emit({ type: 'clearStorage' })
    }),
    recordShown: emit((_, now: number) => ({ type: 'recordShown', expiry: endOfDay(now) })),
  },
}).createMachine({
  id: 'promoModal',
  initial: 'idle',
  states: {
    idle: {
      on: {
        VISIT: [
          {
            guard: { type: 'isDue', params: ({ event }) => event },
            target: 'waiting',
            actions: { type: 'forgetIfExpired', params: ({ event }) => event },
          },
          {
            target: 'inactive',
            actions: { type: 'forgetIfExpired', params: ({ event }) => event },
          },
        ],
      },
    },
    waiting: {
      on: {
        ENGAGE: [
          { guard: { type: 'isShownToday', params: ({ event }) => event }, target: 'inactive' },
          { target: 'open', actions: { type: 'recordShown', params: ({ event }) => event.now } },
        ],
      },
    },
    inactive: {},
    open: {
      on: {
        ...dismissTo('closed'),
        IMAGE_CLICK: { target: 'closed' },
      },
    },
    closed: {},
  },
})

export type PromoModalSnapshot = SnapshotFrom<typeof promoModalMachine>

/** Whether the modal shows. */
export const selectIsOpen = (s: PromoModalSnapshot): boolean => s.matches('open')

/** Whether it waits for the visitor to start reading, to open if it has not been shown today. */
export const selectIsWaiting = (s: PromoModalSnapshot): boolean => s.matches('waiting')
