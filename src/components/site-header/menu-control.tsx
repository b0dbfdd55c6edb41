import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { menuMachine, selectIsOpen } from '../../../machines/menu/menu.machine.ts'
import { iconButtonClass } from '../button/button-styles.ts'
import { MenuIcon } from '../icons/line-icons.tsx'
import { MobileMenu, type MobileMenuClasses } from './mobile-menu.tsx'
import type { NavItem } from './nav.ts'
import { useMachineActor } from '../machine/use-machine-actor.ts'
import { useRouteChanged } from '../machine/use-route-changed.ts'
import styles from './site-header.module.css'

/**
 * The hamburger and its side menu (under 768 px). The markup is a `<details>`: without scripts
 * (or before they run) the hamburger, its `<summary>`, opens and closes the menu by itself.
 * Once hydrated the menu machine drives it: the hamburger opens it; the hamburger, the
 * overlay, the close button, Escape, every route change and a window widened past the phone
 * layout close it; a menu the visitor opened before its code came starts the machine open
 * (and an Escape pressed meanwhile closes it: lazy-hydrated.tsx). Focus moves into the menu
 * on open and back to the hamburger on close.
 */
export function MenuControl({
  items,
  classes,
}: {
  readonly items: readonly NavItem[]
  /** The panel's class names (mobile-menu.module.css, loaded with the page's stylesheet). */
  readonly classes: MobileMenuClasses
}) {
  const menu = useMachineActor(menuMachine)
  const isOpen = useSelector(menu, selectIsOpen)
  const details = useRef<HTMLDetailsElement>(null)
  const hamburger = useRef<HTMLElement>(null)
  const wasOpen = useRef(false)

  // The <details> the visitor opened before this code came (it opens without it) stays open.
  useEffect(() => {
    if (details.current?.open === true) menu.send({ type: 'TOGGLE' })
    const resized = () => menu.send({ type: 'RESIZE', viewportWidth: window.innerWidth })
    window.addEventListener('resize', resized)
    return () => window.removeEventListener('resize', resized)
  }, [menu])

  useRouteChanged(menu)

  useEffect(() => {
    if (details.current) details.current.open = isOpen
    // focus can move into the panel only once its <details> is open (the panel's own effects
    // run before this one); focus the visitor already took into a menu that opened before this
    // code came (a link they tabbed to) stays where it is
    const panel = details.current?.querySelector<HTMLElement>('#site-menu')
    if (isOpen && panel?.contains(document.activeElement) !== true)
      panel?.querySelector<HTMLElement>('button')?.focus()
    if (wasOpen.current && !isOpen) {
      // focus left in the closed panel (its close button, a link) or on nothing at all (the
      // visitor clicked its text) goes back to the hamburger
      const active = document.activeElement
      const inPanel = active !== hamburger.current && details.current?.contains(active) === true
      if (active === document.body || inPanel) hamburger.current?.focus()
    }
    wasOpen.current = isOpen
  }, [isOpen])

  const close = () => menu.send({ type: 'CLOSE' })
  return (
    <details ref={details} className={styles.menu} data-menu="">
      <summary
        ref={hamburger}
        className={iconButtonClass('plain', styles.menuButton)}
        aria-label="Open menu"
        aria-controls="site-menu"
        onClick={(event) => {
          event.preventDefault()
          menu.send({ type: 'TOGGLE' })
        }}
      >
        <MenuIcon />
      </summary>
      <MobileMenu
        id="site-menu"
        items={items}
        classes={classes}
        isOpen={isOpen}
        onClose={close}
        onEscape={() => menu.send({ type: 'ESCAPE' })}
      />
    </details>
  )
}
