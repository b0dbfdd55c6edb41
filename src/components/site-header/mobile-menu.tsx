import { useEffect, useRef, type KeyboardEvent } from 'react'
import { chatHref, site, tollFreeHref } from '../../../content/site.ts'
import type { NavItem } from './nav.ts'
import { CloseButton } from '../button/close-button.tsx'
import { NavList } from './nav-list.tsx'
import styles from './mobile-menu.module.css'

export interface MobileMenuProps {
  readonly id: string
  readonly items: readonly NavItem[]
  readonly onClose: () => void
  readonly onEscape: () => void
}

/**
 * The side menu's panel, shown while the menu machine is `open`. Focus moves to its close
 * button when it opens and stays inside while it is open (Tab wraps); the header returns
 * focus to the hamburger when it closes.
 */
export function MobileMenu({ id, items, onClose, onEscape }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    closeButton.current?.focus()
  }, [])

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
        aria-modal="true"
        aria-label="Menu"
        onKeyDown={onKeyDown}
      >
        <div className={styles.top}>
          <p className={styles.title}>{site.name}</p>
          <CloseButton ref={closeButton} label="Close menu" onClose={onClose} />
        </div>
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
