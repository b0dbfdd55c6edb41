import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { MediaKey } from '../../../content/media/index.ts'
import { Picture } from '../picture/picture.tsx'
import { capsClass } from '../section/eyebrow.tsx'
import styles from './card.module.css'

export interface CardProps {
  readonly media: MediaKey
  /** The layout slot of its picture: a grid of three (default) or of two. */
  readonly slot?: 'card' | 'half'
  readonly title: string
  readonly line: ReactNode
  /** The whole card links here (the title is the link; the card is its hit area). */
  readonly to?: LinkProps['to']
  /** A line over the title in small capitals: a size, a headline, a validity. */
  readonly meta?: ReactNode
  readonly headingLevel?: 2 | 3
  /** Extra actions under the line (e.g. Book, Enquire); they stay separately clickable. */
  readonly actions?: ReactNode
  /** More under the line, such as a short list. */
  readonly children?: ReactNode
}

/** A card: one image, a title and one line, no shadow clutter (design notes). */
export function Card({
  media,
  slot,
  title,
  line,
  to,
  meta,
  headingLevel = 3,
  actions,
  children,
}: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={`${styles.card} ${to ? styles.linked : ''}`}>
      <div className={styles.media}>
        <Picture media={media} slot={slot ?? 'card'} />
      </div>
      {meta ? <p className={`${capsClass} ${styles.meta}`}>{meta}</p> : null}
      <Heading className={styles.title}>{to ? <Link to={to}>{title}</Link> : title}</Heading>
      <p className={styles.line}>{line}</p>
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  )
}

/**
 * The responsive grid cards sit in. Given the number of cards (`count`), it picks columns that
 * fill every row at phone, tablet and laptop widths (two cards in two columns, five as two
 * over three), so a listing never ends in a half-empty row.
 */
export function CardGrid({
  children,
  count,
}: {
  readonly children: ReactNode
  readonly count?: number
}) {
  if (count === undefined) return <div className={styles.grid}>{children}</div>
  return (
    <div className={styles.balanced} data-count={count}>
      {children}
    </div>
  )
}
