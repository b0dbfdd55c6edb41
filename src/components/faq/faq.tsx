import type { FaqEntry } from '../../../content/structured-data/faq.ts'
import { Section } from '../section/section.tsx'
import styles from './faq.module.css'

/**
 * Questions and answers as native disclosure widgets: keyboard and screen-reader usable with
 * no script, and every answer is in the prerendered HTML for search engines.
 */
export function Faq({ entries }: { readonly entries: readonly FaqEntry[] }) {
  return (
    <div className={styles.list}>
      {entries.map((entry) => (
        <details key={entry.question} className={styles.item}>
          <summary className={styles.question}>{entry.question}</summary>
          <div className={styles.answer}>
            <p>{entry.answer}</p>
          </div>
        </details>
      ))}
    </div>
  )
}

/** A page's questions and answers in a section of their own, in the narrow measure. */
export function FaqSection({
  title,
  entries,
  tone = 'band',
}: {
  readonly title: string
  readonly entries: readonly FaqEntry[]
  readonly tone?: 'paper' | 'band'
}) {
  return (
    <Section tone={tone} title={title} width="narrow">
      <Faq entries={entries} />
    </Section>
  )
}
