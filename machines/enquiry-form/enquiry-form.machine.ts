// Length: one machine of two regions (the question, the enquiry) taking each of the server's answers, and the selectors its view reads.
import { and, assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate'
import { site } from '../../content/site.ts'
import type {
  EnquiryChallenge,
  EnquiryField,
  EnquiryPayload,
  EnquiryValues,
} from '../../content/enquiry.schema.ts'
import { fetchEnquiryChallenge, sendEnquiry, type EnquiryAnswer } from './enquiry-form.api.ts'
import * as logic from './enquiry-form.logic.ts'

export type { ErrorKey, ShownErrors } from './enquiry-form.logic.ts'
export type { EnquiryAnswer } from './enquiry-form.api.ts'

/**
 * The page the form sits on (sent with the enquiry), an optional preselected hotel, and the
 * question the server stamped into that page, when it did (the form then starts with it).
 */
export interface EnquiryFormInput {
  readonly page: string
  readonly hotel?: string
  readonly challenge?: EnquiryChallenge
}

export type EnquiryFormEvent =
  | { type: 'CHANGE'; field: EnquiryField; value: string }
  | { type: 'BLUR'; field: EnquiryField }
  | { type: 'ANSWER'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY_CHALLENGE' }

/** The one line shown when an enquiry could not be sent, with the reservations phone. */
export const enquiryFailedMessage = `Your enquiry was NOT sent. Please call our reservations team on ${site.phones.reservations.display}.`

/** A field's new value, as CHANGE carries it. */
interface FieldChange {
  readonly field: EnquiryField
  readonly value: string
}

/**
 * The enquiry form (spec 2.9, 4, 5, 8). Two regions. `challenge` holds the signed puzzle: it is
 * `ready` from the start with the question the server stamped into the page (`input.challenge`),
 * so an answer typed while the page wakes is taken at once; a form without one (reached by a
 * client-side navigation) fetches it (`loading` → `ready`, or `unavailable` with a retry).
 * `form` is `editing` until a SUBMIT of a valid form, then `submitting` (button
 * "Submitting...", disabled), ending in `succeeded` (thank you) or `notSent`: `conflict` (409:
 * the server's sentence; an edit is needed before sending again), `limited` (429: the server's
 * sentence and when to send again) or `failed` (anything else: one line says the enquiry was NOT
 * sent and gives the reservations phone); every typed value is kept, and changing one goes back
 * to `editing`. A 400 shows the server's messages and, when it refused the puzzle (expired),
 * fetches a new one. Field rules come from content/enquiry.schema.ts: errors show on blur and
 * are re-checked while typing once shown. The puzzle's answer is read as people write it
 * (digits with spaces, English words) and judged on SUBMIT. SUBMIT is accepted wherever the
 * form shows but in `submitting` (DECISIONS: blocked, not disabled): with any error, or in
 * `conflict`, it sends nothing; with errors it shows every message at once (the puzzle's too,
 * for a wrong or empty answer), and a wrong answer brings a new question, keeping every typed
 * value (the question changes only for an answer sent wrong, or refused by the server as
 * expired); typing a new answer takes its message away. So `can({ type: 'SUBMIT' })`, which
 * enables the button, is false only while the enquiry is on its way.
 */
export const enquiryFormMachine = setup({
  types: {
    context: {} as logic.EnquiryFormContext,
    input: {} as EnquiryFormInput,
    events: {} as EnquiryFormEvent,
  },
  actors: {
    fetchChallenge: fromPromise<EnquiryChallenge>(() => fetchEnquiryChallenge()),
    sendEnquiry: fromPromise<EnquiryAnswer, EnquiryPayload>(({ input }) => sendEnquiry(input)),
  },
  guards: {
    hasChallenge: ({ context }) => context.challenge !== undefined,
    showsNoError: ({ context }) => Object.keys(context.errors).length === 0,
    isComplete: ({ context }) => Object.keys(logic.allErrors(context)).length === 0,
    answeredWrongly: ({ context }) => logic.answeredWrongly(context),
    // retyping the same text is no edit (nor does it dismiss a conflict or failure message)
    changesField: ({ context }, change: FieldChange) =>
      context.values[change.field] !== change.value,
    // an answer needs its question
    changesAnswer: ({ context }, answer: string) =>
      context.challenge !== undefined && context.answer !== answer,
    asksNewPuzzle: (_, answer: EnquiryAnswer) => answer.errors.puzzle !== undefined,
    isRefused: (_, answer: EnquiryAnswer) => answer.outcome === 'refused',
    isDuplicate: (_, answer: EnquiryAnswer) => answer.outcome === 'duplicate',
    isLimited: (_, answer: EnquiryAnswer) => answer.outcome === 'limited',
  },
  actions: {
    change: assign(({ context }, change: FieldChange) =>
      logic.changed(context, change.field, change.value),
    ),
    blur: assign(({ context }, field: EnquiryField) => ({ errors: logic.blurred(context, field) })),
    answer: assign(({ context }, answer: string) => logic.answered(context, answer)),
    revealErrors: assign({ errors: ({ context }) => logic.everyError(context) }),
    storeChallenge: assign({ challenge: (_, challenge: EnquiryChallenge) => challenge }),
    dropChallenge: assign({ challenge: undefined, answer: '' }),
    showServerErrors: assign({ errors: (_, errors: logic.ShownErrors) => errors }),
    showNotice: assign({ notice: (_, notice: string | undefined) => notice }),
    clearNotice: assign({ notice: undefined }),
  },
}).createMachine({
  id: 'enquiryForm',
  type: 'parallel',
  context: ({ input }) => ({
    page: input.page,
    values: { name: '', email: '', message: '', phone: '', hotel: input.hotel ?? site.hotels[0] },
    answer: '',
    challenge: input.challenge,
    errors: {},
    notice: undefined,
  }),
  states: {
    challenge: {
      initial: 'ready',
      states: {
        // the page's question in hand; without one, the form asks the server for it
        ready: { always: { guard: not('hasChallenge'), target: 'loading' } },
        loading: {
          entry: 'dropChallenge',
          invoke: {
            id: 'fetchChallenge',
            src: 'fetchChallenge',
            onDone: {
              target: 'ready',
              actions: { type: 'storeChallenge', params: ({ event }) => event.output },
            },
            onError: { target: 'unavailable' },
          },
        },
        unavailable: { on: { RETRY_CHALLENGE: { target: 'loading' } } },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: {
              guard: { type: 'changesField', params: ({ event }) => event },
              actions: { type: 'change', params: ({ event }) => event },
            },
            BLUR: { actions: { type: 'blur', params: ({ event }) => event.field } },
            ANSWER: {
              guard: { type: 'changesAnswer', params: ({ event }) => event.value },
              actions: { type: 'answer', params: ({ event }) => event.value },
            },
            // Blocked, not disabled: with any error, every message shows and nothing is sent.
            SUBMIT: [
              { guard: and(['showsNoError', 'isComplete']), target: 'submitting' },
              // a wrong answer: its message, and a new question (everything typed is kept);
              // an answer needs its question, and losing the question drops the answer
              {
                guard: 'answeredWrongly',
                target: ['editing', '#enquiryForm.challenge.loading'],
                actions: 'revealErrors',
              },
              { actions: 'revealErrors' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'sendEnquiry',
            src: 'sendEnquiry',
            input: ({ context }) => logic.payloadOf(context),
            onDone: [
              {
                guard: { type: 'asksNewPuzzle', params: ({ event }) => event.output },
                target: ['editing', '#enquiryForm.challenge.loading'],
                actions: { type: 'showServerErrors', params: ({ event }) => event.output.errors },
              },
              {
                guard: { type: 'isRefused', params: ({ event }) => event.output },
                target: 'editing',
                actions: { type: 'showServerErrors', params: ({ event }) => event.output.errors },
              },
              {
                guard: { type: 'isDuplicate', params: ({ event }) => event.output },
                target: 'notSent.conflict',
                actions: { type: 'showNotice', params: ({ event }) => event.output.notice },
              },
              {
                guard: { type: 'isLimited', params: ({ event }) => event.output },
                target: 'notSent.limited',
                actions: { type: 'showNotice', params: ({ event }) => event.output.notice },
              },
              { target: 'succeeded' },
            ],
            onError: { target: 'notSent.failed' },
          },
        },
        succeeded: { type: 'final' },
        notSent: {
          exit: 'clearNotice',
          on: {
            CHANGE: {
              guard: { type: 'changesField', params: ({ event }) => event },
              target: 'editing',
              actions: { type: 'change', params: ({ event }) => event },
            },
            ANSWER: {
              guard: { type: 'changesAnswer', params: ({ event }) => event.value },
              target: 'editing',
              actions: { type: 'answer', params: ({ event }) => event.value },
            },
          },
          // (always entered through one of its states; XState asks for an initial one)
          initial: 'failed',
          states: {
            // the same enquiry again would be the same duplicate: Send sends nothing (the
            // server's sentence, showing, says why), and only an edit sends again
            conflict: { on: { SUBMIT: { target: 'conflict' } } },
            limited: { on: { SUBMIT: { target: '#enquiryForm.form.submitting' } } },
            failed: { on: { SUBMIT: { target: '#enquiryForm.form.submitting' } } },
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
): 'editing' | 'submitting' | 'succeeded' | 'conflict' | 'limited' | 'failed' =>
  (['submitting', 'succeeded'] as const).find((p) => s.matches({ form: p })) ??
  (['conflict', 'limited', 'failed'] as const).find((p) => s.matches({ form: { notSent: p } })) ??
  'editing'
/** Where the puzzle stands: its question shows only when `ready`. */
export const selectChallengeStatus = (
  s: EnquiryFormSnapshot,
): 'loading' | 'ready' | 'unavailable' =>
  s.matches({ challenge: 'ready' })
    ? 'ready'
    : s.matches({ challenge: 'unavailable' })
      ? 'unavailable'
      : 'loading'
/** Whether the Send button is enabled: always, but while the enquiry is on its way. */
export const selectCanSubmit = (s: EnquiryFormSnapshot): boolean => s.can({ type: 'SUBMIT' })
