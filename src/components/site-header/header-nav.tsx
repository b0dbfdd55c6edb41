import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { chatHref, site, tollFreeHref } from '../../../content/site.ts'
import type { NavItem } from './nav.ts'
import styles from './header-nav.module.css'

/**
 * How soon each link leaves the header row for the More list as the row narrows, in pairs from
 * the end: the first three stay from 768 px, the others join them two by two as the row widens
 * (the widths are in header-nav.module.css, decision 0024).
 */
const rankOf = (index: number): 1 | 2 | 3 | 4 => (index < 3 ? 1 : index < 5 ? 2 : index < 7 ? 3 : 4)

/**
 * The header's navigation from 768 px: every link in one row on wide screens; narrower, the
 * links that do not fit move into a "More" disclosure (`<details>`, so it opens without
 * scripts too), and with them the phone and chat links (`contact`) whose icons the row then
 * leaves out. With scripts it also closes on a route change, Escape or a click outside.
 */
export function HeaderNav({
  items,
  contact,
}: {
  readonly items: readonly NavItem[]
  /** Whether the page shows the phone and chat links (spec 2.2: a page may hide them). */
  readonly contact: boolean
}) {
  const more = useRef<HTMLDetailsElement>(null)
  const router = useRouter()
  useEffect(() => {
    const close = () => {
      if (more.current) more.current.open = false
    }
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && !more.current?.contains(event.target)) close()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !more.current?.open) return
      close()
      more.current.querySelector('summary')?.focus()
    }
    document.addEventListener('click', onClick)
    document.addEventListener('keydown', onKeyDown)
    const unsubscribe = router.subscribe('onResolved', close)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKeyDown)
      unsubscribe()
    }
  }, [router])
  const link = (item: NavItem, className: string | undefined) => (
    <Link to={item.to} {...(className ? { className } : {})}>
      {item.label}
    </Link>
  )
  return (
    <nav className={styles.nav} aria-label="Main">
      <ul role="list" className={styles.row}>
        {items.map((item, index) => (
          <li key={item.to} data-rank={rankOf(index)} className={styles.item}>
            {link(item, styles.link)}
          </li>
        ))}
        <li className={styles.moreItem}>
          <details ref={more} className={styles.more}>
            <summary className={styles.link}>More</summary>
            <ul role="list" className={styles.moreList}>
              {items.map((item, index) => (
                <li key={item.to} data-rank={rankOf(index)} className={styles.moreEntry}>
                  {link(item, styles.moreLink)}
                </li>
              ))}
              {contact ? (
                <>
                  <li className={styles.moreContact}>
                    <a className={styles.moreLink} href={tollFreeHref}>
                      Toll-free {site.phones.tollFree.display}
                    </a>
                  </li>
                  <li className={styles.moreContact}>
                    <a
                      className={styles.moreLink}
                      href={chatHref}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      Chat with reservations on WhatsApp
                    </a>
                  </li>
                </>
              ) : null}
            </ul>
          </details>
        </li>
      </ul>
    </nav>
  )
}
