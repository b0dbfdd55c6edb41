import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { buttonClass } from '../button/button-styles.ts'
import styles from './actions.module.css'

/** The buttons that end a section (All offers, Discover more...), in a row that wraps. */
export function Actions({
  children,
  align = 'start',
}: {
  readonly children: ReactNode
  readonly align?: 'start' | 'center'
}) {
  return <div className={[styles.actions, styles[align]].join(' ')}>{children}</div>
}

export interface ButtonLink {
  readonly label: string
  readonly to: NonNullable<LinkProps['to']>
  /** A section of the page to land on, e.g. `getting-here`. */
  readonly hash?: string
}

/**
 * Onward links set as buttons, ending a section: outlined, or (`primary: 'first'`) with the
 * first one filled as the main way on.
 */
export function LinkButtons({
  links,
  align = 'start',
  primary = 'none',
}: {
  readonly links: readonly ButtonLink[]
  readonly align?: 'start' | 'center'
  readonly primary?: 'none' | 'first'
}) {
  return (
    <Actions align={align}>
      {links.map((link, i) => (
        <Link
          key={link.label}
          to={link.to}
          {...(link.hash === undefined ? {} : { hash: link.hash })}
          className={buttonClass(primary === 'first' && i === 0 ? 'primary' : 'secondary')}
        >
          {link.label}
        </Link>
      ))}
    </Actions>
  )
}

/** The one onward link that ends a page's main section ("Discover the signature treatment"). */
export function CallToAction({ link }: { readonly link: ButtonLink }) {
  return <LinkButtons links={[link]} align="center" primary="first" />
}
