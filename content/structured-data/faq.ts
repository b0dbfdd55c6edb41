import type { FAQPage, WithContext } from 'schema-dts'

export interface FaqEntry {
  readonly question: string
  readonly answer: string
}

/** The FAQPage JSON-LD for a page's questions and answers. */
export function faqStructuredData(entries: readonly FaqEntry[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  }
}
