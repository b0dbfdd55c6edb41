import { useId, useState, type FormEvent } from 'react'
import type { AnyActorRef } from 'xstate'
import type { ActorView } from './actor-view.ts'

/**
 * Sends an event to a live actor, to try a flow by hand: the machine's event types (those it
 * takes in its current state first) and an optional JSON payload merged into the event.
 */
export function SendEventForm({ actor, view }: { actor: AnyActorRef; view: ActorView }) {
  const id = useId()
  const [type, setType] = useState('')
  const [payload, setPayload] = useState('')
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | undefined>()
  const chosen = view.eventTypes.some((e) => e.type === type)
    ? type
    : (view.eventTypes[0]?.type ?? '')

  const send = (event: FormEvent) => {
    event.preventDefault()
    let fields: unknown = {}
    try {
      fields = payload.trim() === '' ? {} : JSON.parse(payload)
    } catch (error) {
      setOutcome({ ok: false, text: `The payload is not JSON: ${(error as Error).message}` })
      return
    }
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
      setOutcome({ ok: false, text: 'The payload must be a JSON object, e.g. {"value": 3}' })
      return
    }
    actor.send({ ...fields, type: chosen })
    setOutcome({ ok: true, text: `Sent ${chosen} at ${new Date().toLocaleTimeString('en-GB')}` })
  }

  if (view.eventTypes.length === 0) return <p className="empty">This actor takes no events.</p>
  return (
    <form className="send" onSubmit={send} aria-label={`Send an event to ${view.name}`}>
      <label htmlFor={`${id}-type`}>Event</label>
      <select id={`${id}-type`} value={chosen} onChange={(e) => setType(e.target.value)}>
        {view.eventTypes.map((e) => (
          <option key={e.type} value={e.type}>
            {e.type}
            {e.acceptedNow ? '' : ' (ignored now)'}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-payload`}>Payload (JSON, optional)</label>
      <textarea
        id={`${id}-payload`}
        rows={2}
        className="mono"
        value={payload}
        placeholder={'{"field": "name", "value": "Asha Rao"}'}
        onChange={(e) => setPayload(e.target.value)}
      />
      <div className="actions">
        <button type="submit">Send</button>
        {outcome === undefined ? null : (
          <span role={outcome.ok ? 'status' : 'alert'}>{outcome.text}</span>
        )}
      </div>
    </form>
  )
}
