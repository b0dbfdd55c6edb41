import type { ReactNode } from 'react'
import styles from './eyebrow.module.css'

/**
 * The site's small capitals (the eyebrow's size, semibold, upper case), for a label that sets
 * its own tracking and colour: the banner's and the promo's eyebrows, the booking bar's labels.
 */
export const capsClass: string = styles.caps ?? ''

/** The eyebrow's look for an element that is not an eyebrow span: a label heading, a term. */
export const eyebrowClass: string = `${capsClass} ${styles.eyebrow ?? ''}`

/**
 * The small capitals over a heading ("FEET ABOVE SEA LEVEL"): letter-spaced, in the green of
 * the petals (the light green on a dark band), or in the petal blue for a label.
 */
export function Eyebrow({
  children,
  as: Tag = 'span',
  tone = 'green',
  className,
}: {
  readonly children: ReactNode
  readonly as?: 'span' | 'p' | 'h2' | 'h3'
  readonly tone?: 'green' | 'blue'
  readonly className?: string | undefined
}) {
  const classes = [eyebrowClass, tone === 'blue' ? styles.blue : '', className]
  return <Tag className={classes.filter(Boolean).join(' ')}>{children}</Tag>
}
