import type { ReactNode } from 'react'
import type { SuiteEntry } from '../../../content/suites.ts'

/** What a suite's card reads of the suite. */
export type SuiteCardEntry = Pick<SuiteEntry, 'title' | 'path' | 'sizeSqFt' | 'summary' | 'lead'>
import { Card } from './card.tsx'

/** A suite's card, wherever suites are listed: lead picture, size, name, summary, its page. */
export function SuiteCard({
  suite,
  actions,
  slot,
}: {
  readonly suite: SuiteCardEntry
  readonly actions?: ReactNode
  readonly slot?: 'card' | 'half'
}) {
  return (
    <Card
      media={suite.lead}
      title={suite.title}
      meta={`${suite.sizeSqFt} sq ft`}
      line={suite.summary}
      to={suite.path}
      {...(slot ? { slot } : {})}
      {...(actions ? { actions } : {})}
    />
  )
}
