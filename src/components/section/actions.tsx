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

/** The one onward link that ends a page's main section ("Discover the signature treatment"). */
export function CallToAction({
  link,
}: {
  readonly link: { readonly label: string; readonly to: NonNullable<LinkProps['to']> }
}) {
  return (
    <Actions align="center">
      <Link to={link.to} className={buttonClass('primary')}>
        {link.label}
      </Link>
    </Actions>
  )
}
