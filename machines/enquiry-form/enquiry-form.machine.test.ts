import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  enquiryMessages,
  type EnquiryChallenge,
  type EnquiryPayload,
} from '../../content/enquiry.schema.ts'
import { site } from '../../content/site.ts'
import { invalidNames, realNames } from '../../tests/fixtures/names.ts'
import { proveMachine } from '../testing/prove.ts'
import { EnquirySendError } from './enquiry-form.api.ts'
import {
  enquiryFailedMessage,
  enquiryFormMachine,
  selectCanSubmit,
  selectErrors,
  selectPhase,
} from './enquiry-form.machine.ts'
import { enquiryFormProof, sampleChallenge } from './enquiry-form.paths.ts'

proveMachine('enquiry form', enquiryFormMachine, enquiryFormProof)

function start(send: (payload: EnquiryPayload) => Promise<{ id: string }>) {
  const sent: EnquiryPayload[] = []
  const actor = createActor(
    enquiryFormMachine.provide({
      actors: {
        fetchChallenge: fromPromise<EnquiryChallenge>(() => Promise.resolve(sampleChallenge)),
        sendEnquiry: fromPromise<{ id: string }, EnquiryPayload>(({ input }) => {
          sent.push(input)
          return send(input)
        }),
      },
    }),
    { input: { page: '/contact' } },
  ).start()
  return { actor, sent }
}

const fill = (actor: ReturnType<typeof start>['actor']) => {
  actor.send({ type: 'CHANGE', field: 'name', value: 'Asha Rao' })
  actor.send({ type: 'CHANGE', field: 'email', value: 'asha@example.com' })
  actor.send({ type: 'CHANGE', field: 'phone', value: '+91 98450 12345' })
  actor.send({ type: 'CHANGE', field: 'message', value: 'We would love a quiet suite' })
  actor.send({ type: 'ANSWER', value: '7' })
}

describe('enquiry form rules', () => {
  it('sends the whole payload with the honeypot empty and the page', async () => {
    const { actor, sent } = start(() => Promise.resolve({ id: 'e4' }))
    await waitFor(actor, (s) => s.matches({ challenge: 'ready' }))
    fill(actor)
    actor.send({ type: 'SUBMIT' })
    expect(selectPhase(actor.getSnapshot())).toBe('submitting')
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false)
    await waitFor(actor, (s) => s.matches({ form: 'succeeded' }))
    expect(sent).toEqual([
      {
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '+91 98450 12345',
        message: 'We would love a quiet suite',
        hotel: site.hotels[0],
        page: '/contact',
        website: '',
        puzzle: { token: sampleChallenge.token, answer: 7 },
      },
    ])
  })

  it('shows a wrong answer at once and blocks submit while any error shows', async () => {
    const { actor } = start(() => Promise.resolve({ id: 'e1' }))
    await waitFor(actor, (s) => s.matches({ challenge: 'ready' }))
    fill(actor)
    actor.send({ type: 'ANSWER', value: '8' })
    expect(selectErrors(actor.getSnapshot()).puzzle).toBe(enquiryMessages.puzzle)
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'ANSWER', value: '7' })
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true)
  })

  it('a SUBMIT with empty fields reveals every error and sends nothing', async () => {
    const { actor, sent } = start(() => Promise.resolve({ id: 'e1' }))
    await waitFor(actor, (s) => s.matches({ challenge: 'ready' }))
    actor.send({ type: 'SUBMIT' })
    expect(selectErrors(actor.getSnapshot())).toEqual({
      name: enquiryMessages.name,
      email: enquiryMessages.email,
      puzzle: enquiryMessages.puzzle,
    })
    expect(sent).toEqual([])
  })

  it('takes names as people write them, and shows "Invalid name" for anything else', async () => {
    const { actor, sent } = start(() => Promise.resolve({ id: 'e5' }))
    await waitFor(actor, (s) => s.matches({ challenge: 'ready' }))
    fill(actor)
    for (const name of realNames) {
      actor.send({ type: 'CHANGE', field: 'name', value: name })
      actor.send({ type: 'BLUR', field: 'name' })
      expect(selectErrors(actor.getSnapshot()).name, name).toBeUndefined()
      expect(selectCanSubmit(actor.getSnapshot()), name).toBe(true)
    }
    for (const name of invalidNames) {
      actor.send({ type: 'CHANGE', field: 'name', value: name })
      actor.send({ type: 'BLUR', field: 'name' })
      expect(selectErrors(actor.getSnapshot()).name, JSON.stringify(name)).toBe('Invalid name')
      expect(selectCanSubmit(actor.getSnapshot()), JSON.stringify(name)).toBe(false)
    }
    actor.send({ type: 'CHANGE', field: 'name', value: "D'Souza" })
    expect(selectErrors(actor.getSnapshot()).name).toBeUndefined()
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches({ form: 'succeeded' }))
    expect(sent.map((payload) => payload.name)).toEqual(["D'Souza"])
  })

  it('keeps every value after a failure, and the failure line names the reservations phone', async () => {
    const { actor } = start(() => Promise.reject(new EnquirySendError(0, undefined, undefined)))
    await waitFor(actor, (s) => s.matches({ challenge: 'ready' }))
    fill(actor)
    actor.send({ type: 'SUBMIT' })
    await waitFor(actor, (s) => s.matches({ form: 'failed' }))
    expect(actor.getSnapshot().context.values.name).toBe('Asha Rao')
    expect(actor.getSnapshot().context.answer).toBe('7')
    expect(enquiryFailedMessage).toContain(site.phones.reservations.display)
    expect(enquiryFailedMessage).toContain('NOT sent')
  })
})
