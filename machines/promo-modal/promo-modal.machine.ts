import { setup, type SnapshotFrom } from 'xstate'
import { dismissTo, type DismissEvent } from '../dismiss.ts'
import { endOfDay, promoStorageKeys, type KeyValueStorage } from './promo-modal.storage.ts'
import { showsPromoModal } from './promo-modal.viewport.ts'

/** Storage and clock, injected so the rule can be proved with any stored state and any time. */
export interface PromoModalInput {
  readonly storage: KeyValueStorage
  readonly now: () => number
}

/**
 * `VISIT` carries the viewport width, measured by the view on the client after hydration;
 * `ENGAGE` is the visitor starting to read the page (the view sends it on the first scroll).
 */
export type PromoModalEvent =
  | { type: 'VISIT'; viewportWidth: number }
  | { type: 'ENGAGE' }
  | { type: 'IMAGE_CLICK' }
  | DismissEvent

interface PromoModalContext {
  storage: KeyValueStorage
  now: () => number
}

const expiryOf = (c: PromoModalContext): number | undefined => {
  const raw = c.storage.getItem(promoStorageKeys.expiry)
  const expiry = raw === null ? Number.NaN : Number(raw)
  return Number.isFinite(expiry) ? expiry : undefined
}

/**
 * The promotional modal (spec 4), kept exactly to its rule. It waits in `idle` for `VISIT`.
 * Viewports of 728 px and wider go `inactive`. Narrower ones go `waiting`: the modal opens
 * only once the visitor starts reading (`ENGAGE`, the first scroll), not over a page they have
 * not seen yet; a modal covering a page on arrival is what search engines call an intrusive
 * interstitial, and it would be the page's largest paint. Then, if the stored flag says it was
 * shown and the stored expiry (the end of that day) has not passed, it goes `inactive` (checked
 * at that moment, so a page opened in another tab meanwhile counts); if not, it opens: first,
 * when now is past the stored expiry, ALL of localStorage is cleared (the spec's rule, kept as
 * is), then the shown flag and a new expiry at the end of today are written.
 * `open` closes on the overlay or the close mark (`CLOSE`), Escape, or the image
 * (`IMAGE_CLICK`, whose link also takes the visitor to /specialoffers). Clicks inside the
 * content send nothing.
 */
export const promoModalMachine = setup({
  types: {
    context: {} as PromoModalContext,
    input: {} as PromoModalInput,
    events: {} as PromoModalEvent,
  },
  guards: {
    isWide: ({ event }) => event.type === 'VISIT' && !showsPromoModal(event.viewportWidth),
    isShownToday: ({ context }) => {
      const expiry = expiryOf(context)
      return (
        context.storage.getItem(promoStorageKeys.shown) === 'true' &&
        expiry !== undefined &&
        context.now() <= expiry
      )
    },
  },
  actions: {
    clearIfExpired: ({ context }) => {
      const expiry = expiryOf(context)
      if (expiry !== undefined && context.now() > expiry) context.storage.clear()
    },
    recordShown: ({ context }) => {
      context.storage.setItem(promoStorageKeys.shown, 'true')
      context.storage.setItem(promoStorageKeys.expiry, String(endOfDay(context.now())))
    },
  },
}).createMachine({
  id: 'promoModal',
  context: ({ input }) => ({ storage: input.storage, now: input.now }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        VISIT: [{ guard: 'isWide', target: 'inactive' }, { target: 'waiting' }],
      },
    },
    waiting: {
      on: {
        ENGAGE: [
          { guard: 'isShownToday', target: 'inactive' },
          { target: 'open', actions: ['clearIfExpired', 'recordShown'] },
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
