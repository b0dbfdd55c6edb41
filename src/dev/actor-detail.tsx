import type { ActorRecord, ActorRegistry, EventRecord } from './actor-registry.ts'
import { stateText } from './actor-registry.ts'
import { viewActor } from './actor-view.ts'
import { contextJson, summarizeContext } from './context-summary.ts'
import { DiagramView } from './diagram-view.tsx'
import type { MachineDiagram } from './machine-diagrams.ts'
import { SendEventForm } from './send-event-form.tsx'

function clock(at: number): string {
  const d = new Date(at)
  return `${d.toLocaleTimeString('en-GB')}.${String(d.getMilliseconds()).padStart(3, '0')}`
}

function payloadOf(event: { type: string }): string {
  const { type: _type, ...rest } = event
  return Object.keys(rest).length === 0 ? '' : summarizeContext(rest, 120)
}

/** Who sent an event: another actor (by name and session id), this panel, or the page. */
function sourceOf(entry: EventRecord, nameOf: (id: string) => string | undefined): string {
  if (entry.fromPanel) return 'this panel'
  if (entry.sourceId === undefined) return 'page'
  return `${nameOf(entry.sourceId) ?? '?'} ${entry.sourceId}`
}

/**
 * One actor in full: its state, a short summary of its context (and the whole of it on
 * request), its diagram with the current state marked, a form to send it an event, and its
 * last twenty events, newest first, with the time and the state each led to.
 */
export function ActorDetail({
  record,
  diagram,
  registry,
}: {
  record: ActorRecord
  diagram: MachineDiagram | undefined
  registry: ActorRegistry
}) {
  const nameOf = (id: string) => registry.nameOf(id)
  const view = viewActor(record.ref)
  const snapshot = record.ref.getSnapshot() as Parameters<typeof stateText>[0]
  return (
    <section className="detail" aria-label={`${view.name} in detail`}>
      <h3>
        {diagram?.title ?? view.name} <code>{view.name}</code>{' '}
        <span className="mono">{record.sessionId}</span>
      </h3>
      <h4>State</h4>
      <p>
        <span className="current" data-testid="current-state">
          {stateText(snapshot)}
        </span>
      </p>
      <h4>Context</h4>
      <p className="mono">{summarizeContext(view.context)}</p>
      {view.context === undefined ? null : (
        <details>
          <summary>Whole context</summary>
          <pre>{contextJson(view.context)}</pre>
        </details>
      )}
      {view.machine === undefined ? null : (
        <>
          <h4>Diagram</h4>
          {diagram === undefined ? (
            <p className="empty">
              No diagram for <code>{view.name}</code>: register the machine in
              scripts/machine-diagrams.ts and run <code>npm run diagrams</code>.
            </p>
          ) : (
            <DiagramView source={diagram.source} activeStateIds={view.activeStateIds} />
          )}
          <h4>Send an event</h4>
          <SendEventForm
            actor={record.ref}
            view={view}
            proof={diagram?.name}
            send={(event) => registry.sendFromPanel(record.ref, event)}
          />
        </>
      )}
      <h4>Last {record.events.length} events</h4>
      <table className="events">
        <colgroup>
          <col className="at" />
          <col />
          <col className="from" />
          <col className="then" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Event</th>
            <th scope="col">From</th>
            <th scope="col">Then</th>
          </tr>
        </thead>
        <tbody>
          {record.events
            .map((entry, i) => ({ entry, i }))
            .reverse()
            .map(({ entry, i }) => (
              <tr key={`${entry.at}-${i}`}>
                <td className="mono">{clock(entry.at)}</td>
                <td>
                  <div className="type mono">{entry.event.type}</div>
                  <div className="payload mono">{payloadOf(entry.event)}</div>
                </td>
                <td className="mono">{sourceOf(entry, nameOf)}</td>
                <td className="after mono">{entry.state ?? ''}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  )
}
