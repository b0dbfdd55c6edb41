import { useSelector } from '@xstate/react'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import type { MediaKey } from '../../../content/media/index.ts'
import { promoModalMedia } from '../../../content/media/offers.ts'
import { offers } from '../../../content/offers.ts'
import { paths } from '../../../content/routes.ts'
import {
  promoModalMachine,
  selectIsWaiting,
  selectIsOpen,
} from '../../../machines/promo-modal/promo-modal.machine.ts'
import {
  browserStorage,
  readPromoRecord,
  recordPromoShown,
  type KeyValueStorage,
} from '../../../machines/promo-modal/promo-modal.storage.ts'
import { buttonClass } from '../button/button-styles.ts'
import { CloseButton } from '../button/close-button.tsx'
import { wrapTab } from '../dialog/wrap-tab.ts'
import { Picture } from '../picture/picture.tsx'
import { capsClass } from '../section/eyebrow.tsx'
import { useMachineActor } from '../machine/use-machine-actor.ts'
import styles from './promo-modal.module.css'

/** The offer the modal names and leads to. */
export interface PromotedOffer {
  readonly name: string
  readonly headline: string
  readonly summary: string
  readonly path: string
}

/** Early Bird has no end date (DECISIONS), so the modal never promotes an offer that has ended. */
const earlyBird: PromotedOffer = offers.earlyBird

export interface PromoModalProps {
  /** The offer it promotes, by name, with a button to its page; Early Bird by default. */
  readonly offer?: PromotedOffer
  /** The picture inside the modal (a link to the special offers). */
  readonly media?: MediaKey
  /** Where the picture leads; /specialoffers by default (spec 4). */
  readonly href?: string
  /**
   * Storage and clock; the browser's localStorage and Date.now by default (tests pass fakes).
   * The view reads them at the visit and at the first scroll, and writes what the machine asks.
   */
  readonly storage?: KeyValueStorage
  readonly now?: () => number
  readonly logic?: typeof promoModalMachine
}

// Resolved on first use (in the browser, after hydration), never while rendering on the server.
function lazyBrowserStorage(): KeyValueStorage {
  let storage: KeyValueStorage | undefined
  const get = () => (storage ??= browserStorage())
  return {
    getItem: (key) => get().getItem(key),
    setItem: (key, value) => get().setItem(key, value),
    clear: () => get().clear(),
  }
}

/**
 * The promotional modal for phones (spec 4): on the first visit of the day on a viewport under
 * 728 px, once the visitor starts scrolling, it names the offer it promotes (Early Bird by
 * default) with a button to that offer, under a picture leading to the special offers. The
 * overlay, the close mark, Escape, the picture and the button close it (the last two also
 * navigate); clicks elsewhere inside do not. While it is open Tab stays inside, and focus
 * goes back to what had it. The view tells the machine what storage and clock say at the
 * visit and at the first scroll, and performs the writes the machine emits (clearing all of
 * storage on a visit past the stored expiry, recording the day's flag when it opens).
 * Nothing renders on the server: the viewport and storage are only known in the browser.
 */
export function PromoModal({
  offer = earlyBird,
  media = promoModalMedia,
  href = paths.specialOffers,
  storage,
  now = Date.now,
  logic = promoModalMachine,
}: PromoModalProps) {
  const actor = useMachineActor(logic)
  const [store] = useState(() => storage ?? lazyBrowserStorage())
  const open = useSelector(actor, selectIsOpen)
  const closeButton = useRef<HTMLButtonElement>(null)
  const opener = useRef<Element | null>(null)

  useEffect(() => {
    const writes = [
      actor.on('clearStorage', () => store.clear()),
      actor.on('recordShown', ({ expiry }) => recordPromoShown(store, expiry)),
    ]
    actor.send({
      type: 'VISIT',
      viewportWidth: window.innerWidth,
      ...readPromoRecord(store, now()),
    })
    return () => writes.forEach((w) => w.unsubscribe())
  }, [actor, store, now])

  // On a phone it may open when the visitor starts reading: the first scroll (or at once if
  // the page was scrolled before this loaded).
  const waiting = useSelector(actor, selectIsWaiting)
  useEffect(() => {
    if (!waiting) return
    const engage = () => actor.send({ type: 'ENGAGE', ...readPromoRecord(store, now()) })
    if (window.scrollY > 0) return engage()
    window.addEventListener('scroll', engage, { once: true, passive: true })
    return () => window.removeEventListener('scroll', engage)
  }, [waiting, actor, store, now])

  useEffect(() => {
    if (!open) return
    opener.current = document.activeElement
    closeButton.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') actor.send({ type: 'ESCAPE' })
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      if (opener.current instanceof HTMLElement) opener.current.focus()
    }
  }, [open, actor])

  // A plain click on the picture goes through the router (no page load); a modified click (new
  // tab, new window) is left to the browser. Outside a router (the view tests) it is a link.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | null
  const follow = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
    if (router === null || event.defaultPrevented || event.button !== 0 || modified) return
    event.preventDefault()
    void router.navigate({ href: to })
  }
  const followImage = (event: MouseEvent<HTMLAnchorElement>) => {
    actor.send({ type: 'IMAGE_CLICK' })
    follow(event, href)
  }
  // The offer's own button closes the modal as the close mark does, then goes to the offer.
  const followOffer = (event: MouseEvent<HTMLAnchorElement>) => {
    actor.send({ type: 'CLOSE' })
    follow(event, offer.path)
  }

  if (!open) return null
  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.overlay}
        aria-label="Close offer"
        tabIndex={-1}
        onClick={() => actor.send({ type: 'CLOSE' })}
      />
      {/* The dialog keeps Tab inside while it is open. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="promo-modal-title"
        aria-describedby="promo-modal-offer"
        onKeyDown={(event) => wrapTab(event, event.currentTarget)}
      >
        <CloseButton
          ref={closeButton}
          size={22}
          className={styles.close}
          onClose={() => actor.send({ type: 'CLOSE' })}
        />
        <p id="promo-modal-title" className={`${capsClass} ${styles.eyebrow}`}>
          Special offers
        </p>
        <a href={href} className={styles.imageLink} onClick={followImage}>
          <Picture
            media={media}
            slot="modal"
            className={styles.image}
            alt="See this season's special offers"
          />
        </a>
        <div id="promo-modal-offer" className={styles.offer}>
          <h2 className={styles.name}>{offer.name}</h2>
          <p className={styles.headline}>{offer.headline}</p>
          <p className={styles.caption}>{offer.summary}</p>
        </div>
        <a
          href={offer.path}
          className={buttonClass('primary', styles.action)}
          onClick={followOffer}
        >
          See the {offer.name} offer
        </a>
      </div>
    </div>
  )
}
