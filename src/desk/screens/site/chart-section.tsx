import { useId, type ReactNode } from 'react'
import { Button } from 'react-aria-components'
import { Message } from '../../ui/message.tsx'
import type { ChartState } from './use-site-chart.ts'

interface ChartSectionProps<T> {
  readonly title: string
  /** One line under the heading: what the chart counts. */
  readonly lead: string
  readonly state: ChartState<T>
  readonly retry: () => void
  /** Whether the answer counted nothing (the empty state is shown instead of the chart). */
  readonly isEmpty: (data: T) => boolean
  readonly empty?: string
  /** What chooses the figures (a route), kept in place while they are read again. */
  readonly controls?: ReactNode
  readonly children: (data: T) => ReactNode
}

/**
 * One part of the Site page: a `<section>` named by its heading, with its chart's states: reading
 * (`aria-busy`), failed (the server's words and "Try again"), nothing counted, or the chart.
 */
export function ChartSection<T>({
  title,
  lead,
  state,
  retry,
  isEmpty,
  empty = 'No visits counted in this range.',
  controls,
  children,
}: ChartSectionProps<T>) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading'}
      className="site-section"
    >
      <h2 id={headingId}>{title}</h2>
      <p className="site-section__lead">{lead}</p>
      {controls}
      {state.status === 'loading' && <p className="desk-loading">Reading the figures…</p>}
      {state.status === 'failed' && (
        <Message tone="alert">
          <p>
            {state.refused
              ? 'The server refused this range: '
              : 'These figures could not be read: '}
            {state.message}
          </p>
          <Button className="desk-button desk-button--quiet" onPress={retry}>
            Try again
          </Button>
        </Message>
      )}
      {state.status === 'ready' &&
        (isEmpty(state.data) ? <p className="desk-empty">{empty}</p> : children(state.data))}
    </section>
  )
}
