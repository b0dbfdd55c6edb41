import { Link } from '@tanstack/react-router'
import { chatHref, site, tollFreeHref } from '../../../content/site.ts'
import { iconButtonClass } from '../button/button-styles.ts'
import { BookNowLink } from '../booking-sheet/book-now-link.tsx'
import { Logo } from '../logo/logo.tsx'
import { useBuiltItems } from '../layout/use-built-routes.ts'
import { useScrolled } from '../layout/use-scrolled.ts'
import { ChatIcon, PhoneIcon } from '../icons/line-icons.tsx'
import { lazyHydrated } from '../layout/lazy-hydrated.tsx'
import { primaryNav } from './nav.ts'
import { HeaderNav } from './header-nav.tsx'
import styles from './site-header.module.css'
// The side menu's panel is in the prerendered HTML (it opens without scripts), so its styles
// ship with the page's stylesheet: imported here and handed to the menu island, whose own CSS
// would arrive only with its chunk.
import menuStyles from './mobile-menu.module.css'

// The menu's machine and its runtime load when the visitor reaches for the hamburger (an island,
// see lazy-hydrated); until then its <details> opens and closes the menu by itself.
const MenuControl = lazyHydrated(() => import('./menu-control.tsx').then((m) => m.MenuControl))

export interface SiteHeaderProps {
  /** Pages may hide the phone and chat icons (spec 2.2). */
  readonly showContactIcons?: boolean
}

/**
 * The fixed header: logo, navigation, Book Now (the booking sheet), phone and chat links.
 * Opaque once the page scrolls, and always on narrow screens. From 768 px the links fit the
 * row (the ones that do not are under More, with the phone and chat links until the row has
 * room for their icons too); below 768 px they move into the side menu (MenuControl, bound to
 * the menu machine), and Book Now to the side menu and the bottom bar. Decision 0024.
 */
export function SiteHeader({ showContactIcons = true }: SiteHeaderProps) {
  const items = useBuiltItems(primaryNav)
  const scrolled = useScrolled()
  return (
    <header className={styles.header} data-scrolled={scrolled}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo}>
          <Logo tone="on-dark" height={40} title={`${site.displayName}, home`} />
        </Link>
        <HeaderNav items={items} contact={showContactIcons} />
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
          <BookNowLink place="header" className={styles.book} />
          <MenuControl items={items} classes={menuStyles} />
        </div>
      </div>
    </header>
  )
}
