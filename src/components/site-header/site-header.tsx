import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { chatHref, site, tollFreeHref } from '../../../content/site.ts'
import { paths } from '../../../content/routes.ts'
import { buttonClass, iconButtonClass } from '../button/button-styles.ts'
import { Logo } from '../logo/logo.tsx'
import { useBuiltItems } from '../layout/use-built-routes.ts'
import { useScrolled } from '../layout/use-scrolled.ts'
import { ChatIcon, PhoneIcon } from '../icons/line-icons.tsx'
import { lazyHydrated } from '../layout/lazy-hydrated.tsx'
import { menuIntent } from './menu-intent.ts'
import { primaryNav } from './nav.ts'
import { NavList } from './nav-list.tsx'
import styles from './site-header.module.css'

// The menu's machine and its runtime load after the page paints (an island, see lazy-hydrated).
const MenuControl = lazyHydrated(() => import('./menu-control.tsx').then((m) => m.MenuControl))

export interface SiteHeaderProps {
  /** Pages may hide the phone and chat icons (spec 2.2). */
  readonly showContactIcons?: boolean
}

/**
 * The fixed header: logo, navigation, Book Now, phone and chat links. Opaque once the page
 * scrolls, and always on narrow screens; below 1200 px the navigation moves into the side menu
 * (MenuControl, bound to the menu machine).
 */
export function SiteHeader({ showContactIcons = true }: SiteHeaderProps) {
  const items = useBuiltItems(primaryNav)
  const scrolled = useScrolled()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('[aria-controls="site-menu"]'))
        menuIntent.request()
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])
  return (
    <header className={styles.header} data-scrolled={scrolled}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo}>
          <Logo tone="on-dark" height={40} title={`${site.displayName}, home`} />
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <NavList items={items} className={styles.navList} linkClassName={styles.navLink} />
        </nav>
        <div className={styles.actions}>
          {showContactIcons ? (
            <>
              <a
                className={iconButtonClass('plain', styles.iconLink)}
                href={tollFreeHref}
                aria-label={`Call toll-free ${site.phones.tollFree.display}`}
              >
                <PhoneIcon />
              </a>
              <a
                className={iconButtonClass('plain', styles.iconLink)}
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
          <MenuControl items={items} />
        </div>
      </div>
    </header>
  )
}
