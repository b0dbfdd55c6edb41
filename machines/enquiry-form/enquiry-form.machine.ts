import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { site } from '../../content/site.ts'
import type {
  EnquiryChallenge,
  EnquiryField,
  EnquiryPayload,
  EnquiryValues,
} from '../../content/enquiry.schema.ts'
import { fetchEnquiryChallenge, sendEnquiry, type EnquirySendError } from './enquiry-form.api.ts'
import * as logic from './enquiry-form.logic.ts'

export type { ErrorKey, ShownErrors } from './enquiry-form.logic.ts'

/** The page the form sits on (sent with the enquiry) and an optional preselected hotel. */
export interface EnquiryFormInput {
  readonly page: string
  readonly hotel?: string
}

export type EnquiryFormEvent =
  | { type: 'CHANGE'; field: EnquiryField; value: string }
  | { type: 'BLUR'; field: EnquiryField }
  | { type: 'ANSWER'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY_CHALLENGE' }

/** The one line shown when an enquiry could not be sent, with the reservations phone. */
export const enquiryFailedMessage = `Your enquiry was NOT sent. Please call our reservations team on ${site.phones.reservations.display}.`

const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error

/**
 * The enquiry form (spec 2.9, 4, 5, 8). Two regions. `challenge` fetches the signed puzzle
 * (`loading` → `ready`, or `unavailable` with a retry). `form` is `editing` until a valid
 * `SUBMIT`, then `submitting` (button "Submitting...", disabled), ending in `succeeded` (thank
 * you), `conflict` (409: the server's sentence), or `failed` (anything else: every typed value
 * is kept and one line says the enquiry was NOT sent and gives the reservations phone). A 400
 * shows the server's field errors and, when it refused the puzzle (expired), fetches a new one.
 * Field rules come from content/enquiry.schema.ts: errors show on blur, are re-checked while
 * typing once shown, and all show on a failed SUBMIT; the puzzle is checked as soon as typed.
 * SUBMIT is refused while any error shows, so `can({ type: 'SUBMIT' })` enables the button.
 */
export const enquiryFormMachine = setup({
  types: {
    context: {} as logic.EnquiryFormContext,
    input: {} as EnquiryFormInput,
    events: {} as EnquiryFormEvent,
  },
  actors: {
    fetchChallenge: fromPromise<EnquiryChallenge>(() => fetchEnquiryChallenge()),
    sendEnquiry: fromPromise<{ id: string }, EnquiryPayload>(({ input }) => sendEnquiry(input)),
  },
  guards: {
    isValid: ({ context }) =>
      context.challenge !== undefined && Object.keys(logic.allErrors(context)).length === 0,
    showsNoError: ({ context }) => Object.keys(context.errors).length === 0,
    hasChallenge: ({ context }) => context.challenge !== undefined,
    // retyping the same text is no edit: it must not dismiss a conflict or failure message
    changesValue: ({ context, event }) =>
      (event.type === 'CHANGE' && context.values[event.field] !== event.value) ||
      (event.type === 'ANSWER' &&
        context.challenge !== undefined &&
        context.answer !== event.value),
    isConflict: ({ event }) => logic.statusOf(errorOf(event)) === 409,
    isPuzzleRefused: ({ event }) =>
      logic.statusOf(errorOf(event)) === 400 &&
      (errorOf(event) as EnquirySendError).fieldErrors?.puzzle !== undefined,
    isInputRefused: ({ event }) => logic.statusOf(errorOf(event)) === 400,
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === 'CHANGE' ? logic.changed(context, event.field, event.value) : {},
    ),
    blur: assign(({ context, event }) =>
      event.type === 'BLUR' ? { errors: logic.blurred(context, event.field) } : {},
    ),
    answer: assign(({ context, event }) =>
      event.type === 'ANSWER' ? logic.answered(context, event.value) : {},
    ),
    revealErrors: assign({ errors: ({ context }) => logic.allErrors(context) }),
    storeChallenge: assign({
      challenge: ({ event }) => (event as unknown as { output: EnquiryChallenge }).output,
    }),
    dropChallenge: assign({ challenge: undefined, answer: '' }),
    showServerErrors: assign({
      errors: ({ context, event }) => logic.withServerErrors(context, errorOf(event)),
    }),
    showNotice: assign({
      notice: ({ event }) => (errorOf(event) as EnquirySendError).serverMessage,
    }),
    clearNotice: assign({ notice: undefined }),
  },
}).createMachine({
  id: 'enquiryForm',
  type: 'parallel',
  context: ({ input }) => ({
    page: input.page,
    values: { name: '', email: '', message: '', phone: '', hotel: input.hotel ?? site.hotels[0] },
    answer: '',
    challenge: undefined,
    errors: {},
    notice: undefined,
  }),
  states: {
    challenge: {
      initial: 'loading',
      states: {
        loading: {
          entry: 'dropChallenge',
          invoke: {
            id: 'fetchChallenge',
            src: 'fetchChallenge',
            onDone: { target: 'ready', actions: 'storeChallenge' },
            onError: { target: 'unavailable' },
          },
        },
        ready: {},
        unavailable: { on: { RETRY_CHALLENGE: { target: 'loading' } } },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: { actions: 'change' },
            BLUR: { actions: 'blur' },
            ANSWER: { guard: 'hasChallenge', actions: 'answer' },
            SUBMIT: [
              { guard: 'isValid', target: 'submitting' },
              { guard: 'showsNoError', actions: 'revealErrors' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'sendEnquiry',
            src: 'sendEnquiry',
            input: ({ context }) => logic.payloadOf(context),
            onDone: { target: 'succeeded' },
            onError: [
              { guard: 'isConflict', target: 'conflict', actions: 'showNotice' },
              {
                guard: 'isPuzzleRefused',
                target: ['editing', '#enquiryForm.challenge.loading'],
                actions: 'showServerErrors',
              },
              { guard: 'isInputRefused', target: 'editing', actions: 'showServerErrors' },
              { target: 'failed' },
            ],
          },
        },
        succeeded: { type: 'final' },
        conflict: {
          exit: 'clearNotice',
          on: {
            CHANGE: { guard: 'changesValue', target: 'editing', actions: 'change' },
            ANSWER: { guard: 'changesValue', target: 'editing', actions: 'answer' },
          },
        },
        failed: {
          on: {
            CHANGE: { guard: 'changesValue', target: 'editing', actions: 'change' },
            ANSWER: { guard: 'changesValue', target: 'editing', actions: 'answer' },
            SUBMIT: { guard: 'isValid', target: 'submitting' },
          },
        },
      },
    },
  },
})

export type EnquiryFormSnapshot = SnapshotFrom<typeof enquiryFormMachine>

export const selectValues = (s: EnquiryFormSnapshot): EnquiryValues => s.context.values
export const selectAnswer = (s: EnquiryFormSnapshot): string => s.context.answer
export const selectErrors = (s: EnquiryFormSnapshot): logic.ShownErrors => s.context.errors
export const selectChallenge = (s: EnquiryFormSnapshot): EnquiryChallenge | undefined =>
  s.context.challenge
export const selectNotice = (s: EnquiryFormSnapshot): string | undefined => s.context.notice
/** Which face the form shows. */
export const selectPhase = (
  s: EnquiryFormSnapshot,
): 'editing' | 'submitting' | 'succeeded' | 'conflict' | 'failed' =>
  (['submitting', 'succeeded', 'conflict', 'failed'] as const).find((p) =>
    s.matches({ form: p }),
  ) ?? 'editing'
/** Where the puzzle stands: its question shows only when `ready`. */
export const selectChallengeStatus = (
  s: EnquiryFormSnapshot,
): 'loading' | 'ready' | 'unavailable' =>
  s.matches({ challenge: 'ready' })
    ? 'ready'
    : s.matches({ challenge: 'unavailable' })
      ? 'unavailable'
      : 'loading'
/** Whether the Send button is enabled. */
export const selectCanSubmit = (s: EnquiryFormSnapshot): boolean => s.can({ type: 'SUBMIT' })
