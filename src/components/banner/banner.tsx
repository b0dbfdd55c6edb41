import type { ReactNode } from 'react'
import type { MediaKey } from '../../../content/media/index.ts'
import { Picture } from '../picture/picture.tsx'
import { capsClass } from '../section/eyebrow.tsx'
import styles from './banner.module.css'

export interface BannerProps {
  readonly media: MediaKey
  readonly title: ReactNode
  readonly eyebrow?: string
  readonly lede?: ReactNode
  readonly children?: ReactNode
  /** `default` is 65vh tall (spec 2.2); `full` fills the screen. */
  readonly height?: 'default' | 'full'
  /** Extra content drawn over the image, behind the text (e.g. the home video). */
  readonly backdrop?: ReactNode
}

/**
 * The reusable full-bleed banner: a background picture (the page's largest paint, so it
 * loads with priority), a scrim for contrast, and the page's h1.
 */
export function Banner({
  media,
  title,
  eyebrow,
  lede,
  children,
  height = 'default',
  backdrop,
}: BannerProps) {
  return (
    <header data-banner className={`${styles.banner} ${height === 'full' ? styles.full : ''}`}>
      <Picture media={media} slot="hero" priority className={styles.image} />
      {backdrop}
      <BannerText title={title} eyebrow={eyebrow} lede={lede} className={styles.inner}>
        {children}
      </BannerText>
    </header>
  )
}

export interface BannerTextProps {
  readonly title: ReactNode
  readonly eyebrow?: string | undefined
  readonly lede?: ReactNode
  readonly children?: ReactNode
  readonly className?: string | undefined
}

/** A banner's words over its picture: eyebrow, the page's h1, lede and actions (also Home's film). */
export function BannerText({ title, eyebrow, lede, children, className }: BannerTextProps) {
  return (
    <div className={className}>
      {eyebrow ? <p className={`${capsClass} ${styles.eyebrow}`}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {lede ? <p className={styles.lede}>{lede}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  )
}
