import styles from './prose.module.css'

export interface ProseProps {
  readonly paragraphs: readonly string[]
  /**
   * How large the first paragraph is set in the display face: `intro` opens a listing or a
   * single page, `body` opens a detail page's text.
   */
  readonly lead?: 'intro' | 'body'
  readonly className?: string | undefined
}

/** A page's running text, a paragraph per entry, the first a lead in the display face. */
export function Prose({ paragraphs, lead = 'body', className }: ProseProps) {
  return (
    <div className={[styles.prose, styles[lead], className].filter(Boolean).join(' ')}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 32)}>{paragraph}</p>
      ))}
    </div>
  )
}
