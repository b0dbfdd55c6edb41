import { useEffect, useId, useState, type FormEvent } from 'react'
import type { AnyActorRef, EventObject } from 'xstate'
import type { ActorView } from './actor-view.ts'
import { sampleEvents } from './event-samples.ts'

function payloadText(event: EventObject): string {
  const { type: _type, ...payload } = event
  return Object.keys(payload).length === 0 ? '' : JSON.stringify(payload)
}

/**
 * Sends an event to a live actor, to try a flow by hand: the machine's event types (those it
 * takes in its current state first), the sample payloads its proof uses for the chosen type
 * (`proof`: the machine's folder under machines/), and a JSON payload merged into the event.
 */
export function SendEventForm({
  actor,
  view,
  proof,
  send: sendEvent,
}: {
  actor: AnyActorRef
  view: ActorView
  proof: string | undefined
  send: (event: EventObject) => void
}) {
  const id = useId()
  const [type, setType] = useState('')
  const [payload, setPayload] = useState('')
  const [samples, setSamples] = useState<EventObject[]>([])
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | undefined>()
  const chosen = view.eventTypes.some((e) => e.type === type)
    ? type
    : (view.eventTypes[0]?.type ?? '')
  const forType = samples.filter((s) => s.type === chosen && payloadText(s) !== '')

  useEffect(() => {
    if (proof === undefined) return
    let current = true
    void sampleEvents(proof).then((found) => {
      if (current) setSamples(found)
    })
    return () => {
      current = false
    }
  }, [proof, actor])

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
    sendEvent({ ...fields, type: chosen })
    setOutcome({ ok: true, text: `Sent ${chosen} at ${new Date().toLocaleTimeString('en-GB')}` })
  }

  if (view.eventTypes.length === 0) return <p className="empty">This actor takes no events.</p>
  return (
    <form className="send" onSubmit={send} aria-label={`Send an event to ${view.name}`}>
      <label htmlFor={`${id}-type`}>Event</label>
      <select
        id={`${id}-type`}
        value={chosen}
        onChange={(e) => {
          setType(e.target.value)
          setPayload('')
        }}
      >
        {view.eventTypes.map((e) => (
          <option key={e.type} value={e.type}>
            {e.type}
            {e.acceptedNow ? '' : ' (ignored now)'}
          </option>
        ))}
      </select>
      {forType.length === 0 ? null : (
        <>
          <label htmlFor={`${id}-sample`}>Sample payload (from the machine’s proof)</label>
          <select id={`${id}-sample`} value={payload} onChange={(e) => setPayload(e.target.value)}>
            <option value="">Choose a sample…</option>
            {forType.map((sample) => (
              <option key={payloadText(sample)} value={payloadText(sample)}>
                {payloadText(sample)}
              </option>
            ))}
          </select>
        </>
      )}
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
