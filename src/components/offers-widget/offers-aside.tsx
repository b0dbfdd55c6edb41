import type { ReactNode } from 'react'
import { chatHref, tollFreeHref } from '../../../content/site.ts'
import { PhoneIcon, WhatsappIcon } from '../icons/line-icons.tsx'
import styles from './offers-widget.module.css'

export interface OffersAsideProps {
  readonly expanded: boolean
  /** The id of the panel the tab opens (when it is open). */
  readonly panelId?: string | undefined
  readonly onToggle: () => void
  /** The open panel. */
  readonly children?: ReactNode
}

/**
 * The offers widget's frame (spec 2.10): the LIMITED OFFERS tab with the phone and WhatsApp links,
 * and under it the panel when open. Drawn by the widget (bound to its machine) and, before the
 * machine's code has loaded, by the offers tab (offers-tab.tsx), so the two look the same.
 */
export function OffersAside({ expanded, panelId, onToggle, children }: OffersAsideProps) {
  return (
    <aside className={styles.widget} aria-label="Limited offers" data-expanded={expanded}>
      <div className={styles.tab}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          Limited offers
        </button>
        <a className={styles.contact} href={tollFreeHref} aria-label="Call us toll-free">
          <PhoneIcon size={20} />
        </a>
        <a
          className={styles.contact}
          href={chatHref}
          target="_blank"
          rel="noopener"
          aria-label="Chat on WhatsApp (opens in a new tab)"
        >
          <WhatsappIcon size={20} />
        </a>
      </div>
      {children}
    </aside>
  )
}
