import { useRef, type KeyboardEvent } from 'react'
import { chatHref, site, tollFreeHref } from '../../../content/site.ts'
import type { NavItem } from './nav.ts'
import { BookNowLink } from '../booking-sheet/book-now-link.tsx'
import { CloseButton } from '../button/close-button.tsx'
import { NavList } from './nav-list.tsx'

/** The class names of mobile-menu.module.css. */
export type MobileMenuClasses = Readonly<Record<string, string>>

export interface MobileMenuProps {
  readonly id: string
  readonly items: readonly NavItem[]
  readonly classes: MobileMenuClasses
  /** The menu machine's state; the panel is always in the markup, for the no-script menu. */
  readonly isOpen: boolean
  readonly onClose: () => void
  readonly onEscape: () => void
}

/**
 * The side menu's panel: Book Now, the navigation and the contact links. Rendered inside the
 * hamburger's `<details>`, so it shows whenever that is open. With scripts, focus stays
 * inside while it is open (Tab wraps); the menu control moves focus to its close button when
 * it opens and back to the hamburger when it closes. Book Now closes the menu as the booking
 * sheet opens.
 */
export function MobileMenu({
  id,
  items,
  classes: styles,
  isOpen,
  onClose,
  onEscape,
}: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onEscape()
      return
    }
    if (event.key !== 'Tab' || !panel.current) return
    const focusable = panel.current.querySelectorAll<HTMLElement>('a[href], button')
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return (
    <>
      <button
        type="button"
        className={styles.overlay}
        aria-label="Close menu"
        tabIndex={-1}
        onClick={onClose}
      />
      {/* The dialog handles Escape and keeps Tab inside while it is open. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={panel}
        id={id}
        className={styles.panel}
        role="dialog"
        aria-modal={isOpen}
        aria-label="Menu"
        onKeyDown={onKeyDown}
      >
        <div className={styles.top}>
          <p className={styles.title}>{site.name}</p>
          <CloseButton label="Close menu" onClose={onClose} className={styles.close} />
        </div>
        <BookNowLink place="side-menu" className={styles.book} onClick={onClose} />
        <nav aria-label="Main">
          <NavList items={items} className={styles.list} linkClassName={styles.link} />
        </nav>
        <div className={styles.contact}>
          <a href={tollFreeHref}>Toll-free {site.phones.tollFree.display}</a>
          <a href={chatHref} target="_blank" rel="noopener noreferrer">
            Chat with reservations on WhatsApp
          </a>
        </div>
      </div>
    </>
  )
}
