import { useState, type FormEvent } from 'react'
import { Button, Form } from 'react-aria-components'
import type { ErasureCounts } from '../../../content/desk/enquiries-api.ts'
import { DeskLink } from '../app/links.tsx'
import { useDesk } from '../app/session.ts'
import { useTitle } from '../app/title.ts'
import { ConfirmDialog } from '../ui/confirm-dialog.tsx'
import { Field } from '../ui/field.tsx'
import { counted } from '../ui/format.ts'
import { Message } from '../ui/message.tsx'
import { ScreenHeading } from '../ui/screen-heading.tsx'

/** What an erasure takes, in words: `3 enquiries, 2 notes, 1 reply and 4 e-mails`. */
export function countsText(counts: ErasureCounts): string {
  const parts = [
    counted(counts.enquiries, 'enquiry', 'enquiries'),
    counted(counts.notes, 'note', 'notes'),
    counted(counts.replies, 'reply', 'replies'),
    counted(counts.mails, 'e-mail', 'e-mails'),
  ]
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`
}

const isNothing = (counts: ErasureCounts): boolean =>
  counts.enquiries + counts.notes + counts.replies + counts.mails === 0

/** A look before erasing: for which address, and what would go. */
interface Preview {
  readonly email: string
  readonly counts: ErasureCounts
}

type Said = { readonly tone: 'alert' | 'done'; readonly text: string } | undefined

/**
 * `/desk/privacy` (managers): a guest's data erased on request, as the privacy policy promises.
 * The manager types the guest's e-mail address and sees what would go (`GET
 * /api/desk/erasures/preview`: enquiries, notes, replies, e-mails); "Erase…" asks in a dialog
 * that names the address and each count; the server erases it (`POST /api/desk/erasures`),
 * keeps on record only that an erasure happened (the audit trail holds a keyed hash, never the
 * address) and the page says what went. Changing the address puts the preview away, so the
 * dialog always speaks of the address previewed.
 */
export function PrivacyScreen() {
  useTitle('Privacy')
  const { api } = useDesk()
  const [email, setEmail] = useState('')
  const [preview, setPreview] = useState<Preview | undefined>(undefined)
  const [emailError, setEmailError] = useState<string | undefined>(undefined)
  const [said, setSaid] = useState<Said>(undefined)
  const [looking, setLooking] = useState(false)
  const [asking, setAsking] = useState(false)
  const [erasing, setErasing] = useState(false)

  const look = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const address = email.trim()
    setSaid(undefined)
    setPreview(undefined)
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) {
      setEmailError('Enter the guest’s e-mail address, as they wrote it to us')
      return
    }
    setEmailError(undefined)
    setLooking(true)
    const result = await api.erasurePreview(address)
    setLooking(false)
    if (result.ok) setPreview({ email: address, counts: result.data })
    else if (result.kind === 'invalid') setEmailError(result.errors['email'] ?? result.message)
    else if (result.kind !== 'signed-out') setSaid({ tone: 'alert', text: result.message })
  }

  const erase = async (target: Preview) => {
    setErasing(true)
    const result = await api.erase(target.email)
    setErasing(false)
    setAsking(false)
    if (result.ok) {
      setPreview(undefined)
      setEmail('')
      setSaid({
        tone: 'done',
        text: `Erased for ${target.email}: ${countsText(result.data.erased)}.`,
      })
    } else if (result.kind !== 'signed-out') setSaid({ tone: 'alert', text: result.message })
  }

  return (
    <>
      <ScreenHeading>Privacy</ScreenHeading>
      <p className="desk-lead">
        When a guest asks us to delete their data, erase it here: every enquiry from their e-mail
        address, with its notes, replies and e-mails. Nothing of it is kept: the timeline and the
        audit trail record only that an erasure happened. To hand over a copy first, export the
        guest&apos;s enquiries as CSV from the <DeskLink to="/">inbox</DeskLink> (search for the
        address).
      </p>
      {said && (
        <Message tone={said.tone}>
          <p>{said.text}</p>
        </Message>
      )}
      <section aria-labelledby="erase-heading" className="desk-panel">
        <h2 id="erase-heading">Erase a guest&apos;s data</h2>
        <Form className="desk-form" onSubmit={(event) => void look(event)}>
          <Field
            label="Guest’s e-mail"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(value) => {
              setEmail(value)
              setPreview(undefined)
            }}
            error={emailError}
          />
          <div className="desk-buttons">
            <Button type="submit" className="desk-button desk-button--quiet" isDisabled={looking}>
              {looking ? 'Looking…' : 'Show what would go'}
            </Button>
          </div>
        </Form>
        {preview && (
          <div className="desk-preview" role="status">
            {isNothing(preview.counts) ? (
              <p>Nothing is stored for {preview.email}.</p>
            ) : (
              <>
                <p>
                  For <strong>{preview.email}</strong>: {countsText(preview.counts)}.
                </p>
                <Button className="desk-button desk-button--danger" onPress={() => setAsking(true)}>
                  Erase…
                </Button>
              </>
            )}
          </div>
        )}
      </section>
      <ConfirmDialog
        isOpen={asking && preview !== undefined}
        title={`Erase the data of ${preview?.email ?? ''}?`}
        confirm="Erase for good"
        cancel="Keep it"
        isPending={erasing}
        onConfirm={() => preview && void erase(preview)}
        onCancel={() => setAsking(false)}
      >
        <p>These go for good: {preview ? countsText(preview.counts) : ''}. It cannot be undone.</p>
      </ConfirmDialog>
    </>
  )
}
