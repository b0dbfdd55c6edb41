import type { ReactNode } from 'react'
import { Eyebrow } from './eyebrow.tsx'
import styles from './section.module.css'

export interface SectionProps {
  readonly title?: ReactNode
  readonly eyebrow?: string
  readonly intro?: ReactNode
  readonly children?: ReactNode
  readonly tone?: 'paper' | 'band' | 'dark'
  readonly width?: 'wide' | 'narrow'
  readonly align?: 'start' | 'center'
  /** Heading level of the title; h2 unless the section is the page's first heading. */
  readonly level?: 2 | 3
  readonly id?: string
  /** The id of the heading that names the section, when it is not the section's own title. */
  readonly labelledBy?: string
  readonly className?: string | undefined
}

/** A page section in the centred measure with an optional eyebrow, heading and intro. */
export function Section({
  title,
  eyebrow,
  intro,
  children,
  tone = 'paper',
  width = 'wide',
  align = 'start',
  level = 2,
  id,
  labelledBy,
  className,
}: SectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const classes = [
    styles.section,
    tone === 'band' ? styles.band : tone === 'dark' ? styles.dark : '',
    align === 'center' ? styles.centered : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <section
      className={classes}
      {...(id ? { id } : {})}
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})}
    >
      <div className={`${styles.inner} ${width === 'narrow' ? styles.narrow : ''}`}>
        {title || eyebrow || intro ? (
          <div className={styles.head}>
            {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
            {title ? <Heading>{title}</Heading> : null}
            {intro ? <div className={styles.intro}>{intro}</div> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  )
}
