import type { ReactNode } from 'react'
import styles from './eyebrow.module.css'

/**
 * The small capitals over a heading ("FEET ABOVE SEA LEVEL"): letter-spaced, in the green of
 * the petals, or the light green on a dark band.
 */
export function Eyebrow({
  children,
  as: Tag = 'span',
  className,
}: {
  readonly children: ReactNode
  readonly as?: 'span' | 'p'
  readonly className?: string | undefined
}) {
  return <Tag className={[styles.eyebrow, className].filter(Boolean).join(' ')}>{children}</Tag>
}
