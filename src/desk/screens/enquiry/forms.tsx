import { useState, type FormEvent } from 'react'
import { Button, Form } from 'react-aria-components'
import type { EnquiryJson } from '../../../../content/desk/enquiries-api.ts'
import { replyDraft, type ReplyDraft } from '../../../../content/desk/reply-templates.ts'
import { Field, TextAreaField } from '../../ui/field.tsx'

/** The server's message per field of a refused change (400). */
export type FieldErrors = Readonly<Record<string, string>>

/** The longest subject, and reply or note, the desk takes (the server bounds them too). */
const subjectMax = 200
const textMax = 10_000

/** The draft of a reply for this enquiry: its kind's template with the guest's name and dates. */
export const draftOf = (enquiry: EnquiryJson): ReplyDraft =>
  replyDraft(enquiry.kind, {
    name: enquiry.name,
    arrival: enquiry.arrival,
    departure: enquiry.departure,
  })

/**
 * The reply to the guest: subject and body filled in from the template for the enquiry's kind
 * (content/desk/reply-templates.ts) with the guest's name and dates, every word editable; "Send
 * reply" sends it through the outbox to the guest's address. The draft is the page's
 * (`draft`, `onDraft`): what the person wrote stays until the server takes it, a 409 included.
 */
export function ReplyForm(props: {
  readonly enquiry: EnquiryJson
  readonly draft: ReplyDraft
  readonly onDraft: (draft: ReplyDraft) => void
  readonly pending: boolean
  readonly errors: FieldErrors
  readonly onSend: (reply: { subject: string; body: string }) => void
}) {
  const { draft } = props
  const setDraft = (change: (d: ReplyDraft) => ReplyDraft) => props.onDraft(change(draft))
  const [missing, setMissing] = useState<{ subject?: string; body?: string }>({})
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const subject = draft.subject.trim()
    const body = draft.body.trim()
    const empty = {
      ...(subject === '' ? { subject: 'Write a subject' } : {}),
      ...(body === '' ? { body: 'Write the reply' } : {}),
    }
    setMissing(empty)
    if (Object.keys(empty).length > 0) return
    props.onSend({ subject, body })
  }
  return (
    <section aria-labelledby="enquiry-reply" className="desk-panel">
      <h2 id="enquiry-reply">Reply to the guest</h2>
      <p className="desk-hint">
        To {props.enquiry.email}, from Trillium Reservations. Replace the parts in square brackets.
      </p>
      <Form className="desk-form" onSubmit={submit}>
        <Field
          label="Subject"
          value={draft.subject}
          maxLength={subjectMax}
          onChange={(subject) => setDraft((d) => ({ ...d, subject }))}
          error={missing.subject ?? props.errors['subject']}
        />
        <TextAreaField
          label="Reply"
          rows={12}
          value={draft.body}
          maxLength={textMax}
          onChange={(body) => setDraft((d) => ({ ...d, body }))}
          error={missing.body ?? props.errors['body']}
        />
        <div className="desk-buttons">
          <Button type="submit" className="desk-button" isDisabled={props.pending}>
            {props.pending ? 'Sending…' : 'Send reply'}
          </Button>
        </div>
      </Form>
    </section>
  )
}

/** A note for colleagues (never sent to the guest), kept on the timeline. */
export function NoteForm(props: {
  readonly text: string
  readonly onText: (text: string) => void
  readonly pending: boolean
  readonly errors: FieldErrors
  readonly onSend: (text: string) => void
}) {
  const { text } = props
  const [missing, setMissing] = useState<string | undefined>(undefined)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const note = text.trim()
    setMissing(note === '' ? 'Write the note' : undefined)
    if (note !== '') props.onSend(note)
  }
  return (
    <section aria-labelledby="enquiry-note" className="desk-panel">
      <h2 id="enquiry-note">Note for colleagues</h2>
      <Form className="desk-form" onSubmit={submit}>
        <TextAreaField
          label="Note"
          hint="Only the desk sees notes; the guest never does."
          rows={3}
          value={text}
          maxLength={textMax}
          onChange={props.onText}
          error={missing ?? props.errors['text']}
        />
        <div className="desk-buttons">
          <Button
            type="submit"
            className="desk-button desk-button--quiet"
            isDisabled={props.pending}
          >
            {props.pending ? 'Adding…' : 'Add note'}
          </Button>
        </div>
      </Form>
    </section>
  )
}

/**
 * A reply the person wrote and could not send because the enquiry changed under them and the
 * machine no longer lets them reply (a colleague took it, or it ended): kept, read-only, so
 * they can copy it into a note or hand it to the holder. Nothing is lost silently.
 */
export function KeptReply(props: { readonly draft: ReplyDraft; readonly onDiscard: () => void }) {
  return (
    <section aria-labelledby="enquiry-kept" className="desk-panel">
      <h2 id="enquiry-kept">Your reply, not sent</h2>
      <p className="desk-hint">
        You can no longer reply to this enquiry as it is now. Your text is kept here to copy.
      </p>
      <TextAreaField label="Your unsent reply" rows={6} value={props.draft.body} isReadOnly />
      <div className="desk-buttons">
        <Button className="desk-button desk-button--quiet" onPress={props.onDiscard}>
          Discard it
        </Button>
      </div>
    </section>
  )
}
