import type { LinkProps } from '@tanstack/react-router'
import { Link } from '@tanstack/react-router'
import { textLinkClass } from '../button/button-styles.ts'
import styles from './lists.module.css'

/**
 * A list whose items carry a check mark: an offer's inclusions, or (`points`) a card's short
 * list, under a rule in small text.
 */
export function CheckList({
  items,
  variant = 'inclusions',
}: {
  readonly items: readonly string[]
  readonly variant?: 'inclusions' | 'points'
}) {
  return (
    <ul className={[styles.list, styles.checks, styles[variant]].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

/** The class of a plain bulleted list (green markers, spaced items), for lists written in HTML. */
export const bulletsClass: string = styles.bullets ?? ''

/** A plain bulleted list: a policy's points, a tariff's inclusions. */
export function BulletList({ items }: { readonly items: readonly string[] }) {
  return (
    <ul className={bulletsClass}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

/** A numbered list of terms (01, 02...), in the softer text colour. */
export function TermsList({ items }: { readonly items: readonly string[] }) {
  return (
    <ul className={[styles.list, styles.terms].join(' ')}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

/** An offer's or package's inclusions beside its terms (inclusions only when there are any). */
export function InclusionsAndTerms({
  inclusions,
  terms,
}: {
  readonly inclusions: readonly string[]
  readonly terms: readonly string[]
}) {
  return (
    // Terms alone take the whole width: a second, empty column would leave the row half-empty.
    <div className={inclusions.length > 0 ? styles.pair : styles.single}>
      {inclusions.length > 0 ? (
        <div>
          <h2>Inclusions</h2>
          <CheckList items={inclusions} />
        </div>
      ) : null}
      <div>
        <h2>Terms</h2>
        <TermsList items={terms} />
      </div>
    </div>
  )
}

export interface Topic {
  readonly title: string
  readonly text: string
  /** Where "more" leads; its words are `linkLabel`, or "More about the <title>". */
  readonly link?: NonNullable<LinkProps['to']>
  readonly linkLabel?: string
}

/** Short topics in two columns, each under a rule with a heading, a line and a link onward. */
export function TopicList({ topics }: { readonly topics: readonly Topic[] }) {
  return (
    <ul role="list" className={styles.topics}>
      {topics.map((topic) => (
        <li key={topic.title}>
          <h3>{topic.title}</h3>
          <p>{topic.text}</p>
          {topic.link ? (
            <Link to={topic.link} className={textLinkClass}>
              {topic.linkLabel ?? `More about the ${topic.title.toLowerCase()}`}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
