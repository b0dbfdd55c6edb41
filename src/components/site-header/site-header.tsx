import { Link, useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { menuMachine, selectIsOpen } from '../../../machines/menu/menu.machine.ts'
import { chatHref, site, tollFreeHref } from '../../../content/site.ts'
import { paths } from '../../../content/routes.ts'
import { buttonClass } from '../button/button-styles.ts'
import { Logo } from '../logo/logo.tsx'
import { useBuiltItems } from '../layout/use-built-routes.ts'
import { useScrolled } from '../layout/use-scrolled.ts'
import { ChatIcon, PhoneIcon } from '../icons/contact-icons.tsx'
import { MenuIcon } from '../icons/ui-icons.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { primaryNav } from './nav.ts'
import styles from './site-header.module.css'

export interface SiteHeaderProps {
  /** Pages may hide the phone and chat icons (spec 2.2). */
  readonly showContactIcons?: boolean
}

/**
 * The fixed header: logo, navigation, Book Now, phone and chat links. Opaque once the page
 * scrolls, and always on narrow screens; below 1200 px the navigation moves into the side menu,
 * whose state is the menu machine's.
 */
export function SiteHeader({ showContactIcons = true }: SiteHeaderProps) {
  const items = useBuiltItems(primaryNav)
  const scrolled = useScrolled()
  const menu = useActorRef(menuMachine)
  const isOpen = useSelector(menu, selectIsOpen)
  const hamburger = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  const router = useRouter()

  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (event.pathChanged) menu.send({ type: 'ROUTE_CHANGED' })
      }),
    [router, menu],
  )

  useEffect(() => {
    if (wasOpen.current && !isOpen) {
      const active = document.activeElement
      if (!active || active === document.body || !document.contains(active))
        hamburger.current?.focus()
    }
    wasOpen.current = isOpen
  }, [isOpen])

  return (
    <header className={styles.header} data-scrolled={scrolled}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo}>
          <Logo tone="on-dark" height={40} title={`${site.displayName}, home`} />
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <ul role="list" className={styles.navList}>
            {items.map((item) => (
              <li key={item.to}>
                <Link to={item.to as '/'} className={styles.navLink}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {showContactIcons ? (
            <>
              <a
                className={styles.iconLink}
                href={tollFreeHref}
                aria-label={`Call toll-free ${site.phones.tollFree.display}`}
              >
                <PhoneIcon />
              </a>
              <a
                className={styles.iconLink}
                href={chatHref}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Chat with reservations on WhatsApp (opens in a new tab)"
              >
                <ChatIcon />
              </a>
            </>
          ) : null}
          <Link to={paths.home} hash="book" className={buttonClass('primary', styles.book)}>
            Book Now
          </Link>
          <button
            ref={hamburger}
            type="button"
            className={styles.menuButton}
            aria-label="Open menu"
            aria-expanded={isOpen}
            aria-controls="site-menu"
            onClick={() => menu.send({ type: 'OPEN' })}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      {isOpen ? (
        <MobileMenu
          id="site-menu"
          items={items}
          onClose={() => menu.send({ type: 'CLOSE' })}
          onEscape={() => menu.send({ type: 'ESCAPE' })}
        />
      ) : null}
    </header>
  )
}
