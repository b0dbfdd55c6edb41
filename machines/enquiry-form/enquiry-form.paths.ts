import type { AnyMachineSnapshot } from 'xstate'
import {
  enquiryMessages,
  type EnquiryChallenge,
  type EnquiryPayload,
} from '../../content/enquiry.schema.ts'
import { ControlledActors } from '../testing/paths.ts'
import type { ProofOptions } from '../testing/prove.ts'
import { EnquirySendError } from './enquiry-form.api.ts'
import { allErrors, type EnquiryFormContext } from './enquiry-form.logic.ts'
import { enquiryFormMachine } from './enquiry-form.machine.ts'

export const sampleChallenge: EnquiryChallenge = {
  a: 3,
  b: 4,
  token: 'challenge.sample-token',
  expiresAt: '2026-11-21T11:00:00.000Z',
}

/** The server's answers the form must handle, as the sender's rejections. */
export const serverAnswers = {
  duplicate: new EnquirySendError(409, enquiryMessages.duplicate, undefined),
  puzzleExpired: new EnquirySendError(400, undefined, { puzzle: enquiryMessages.puzzleExpired }),
  emailRefused: new EnquirySendError(400, undefined, { email: enquiryMessages.email }),
  serverError: new EnquirySendError(500, 'Something went wrong', undefined),
}

/**
 * The enquiry form explored with a visitor who types a good and a bad name, a good e-mail, a
 * right and a wrong answer, against a server that accepts, finds a duplicate, refuses the
 * puzzle or the e-mail, or fails. States are told apart by what the visitor can see and do (phase,
 * which errors show, which fields are valid), not by every typed character, and only the paths
 * that add coverage are kept.
 */
export const enquiryFormProof = {
  input: { page: '/suites' },
  events: [
    { type: 'CHANGE', field: 'name', value: 'Asha Rao' },
    { type: 'CHANGE', field: 'name', value: 'R2D2' },
    { type: 'CHANGE', field: 'email', value: 'asha@example.com' },
    { type: 'BLUR', field: 'name' },
    { type: 'ANSWER', value: '7' },
    { type: 'ANSWER', value: '9' },
    { type: 'xstate.done.actor.fetchChallenge', output: sampleChallenge },
    { type: 'xstate.error.actor.fetchChallenge', error: new Error('HTTP 503') },
    { type: 'xstate.done.actor.sendEnquiry', output: { id: 'e1' } },
    ...Object.values(serverAnswers).map((error) => ({
      type: 'xstate.error.actor.sendEnquiry',
      error,
    })),
  ],
  serializeState: (s: AnyMachineSnapshot) => {
    const c = s.context as EnquiryFormContext
    return JSON.stringify({
      value: s.value as unknown,
      shown: Object.keys(c.errors).sort(),
      invalid: Object.keys(allErrors(c)).sort(),
      challenge: c.challenge !== undefined,
      notice: c.notice !== undefined,
    })
  },
  simplePaths: false,
  minimal: true,
  controlled: () => new ControlledActors(),
  logic: (c: ControlledActors) =>
    enquiryFormMachine.provide({
      actors: {
        fetchChallenge: c.actor<EnquiryChallenge>(),
        sendEnquiry: c.actor<{ id: string }, EnquiryPayload>(),
      },
    }),
} satisfies ProofOptions
