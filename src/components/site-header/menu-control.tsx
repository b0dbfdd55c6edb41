import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { menuMachine, selectIsOpen } from '../../../machines/menu/menu.machine.ts'
import { iconButtonClass } from '../button/button-styles.ts'
import { MenuIcon } from '../icons/line-icons.tsx'
import { menuIntent } from './menu-intent.ts'
import { MobileMenu } from './mobile-menu.tsx'
import type { NavItem } from './nav.ts'
import { useMachineActor } from '../machine/use-machine-actor.ts'
import styles from './site-header.module.css'

/**
 * The hamburger and its side menu, bound to the menu machine: the hamburger opens it; the
 * overlay, the close button, Escape and every route change close it. Focus moves into the
 * menu on open and back to the hamburger on close.
 */
export function MenuControl({ items }: { readonly items: readonly NavItem[] }) {
  const menu = useMachineActor(menuMachine)
  const isOpen = useSelector(menu, selectIsOpen)
  const hamburger = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)
  const router = useRouter()

  useEffect(() => {
    if (menuIntent.ready()) menu.send({ type: 'OPEN' })
  }, [menu])

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
    <>
      <button
        ref={hamburger}
        type="button"
        className={iconButtonClass('plain', styles.menuButton)}
        aria-label="Open menu"
        aria-expanded={isOpen}
        aria-controls="site-menu"
        onClick={() => menu.send({ type: 'OPEN' })}
      >
        <MenuIcon />
      </button>
      {isOpen ? (
        <MobileMenu
          id="site-menu"
          items={items}
          onClose={() => menu.send({ type: 'CLOSE' })}
          onEscape={() => menu.send({ type: 'ESCAPE' })}
        />
      ) : null}
    </>
  )
}
