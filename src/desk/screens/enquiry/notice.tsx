import type { Ref } from 'react'
import { Button } from 'react-aria-components'
import { Message } from '../../ui/message.tsx'

/** What the screen says above the enquiry: the outcome of the last change, or why not. */
export type Notice =
  | { readonly kind: 'done'; readonly text: string }
  | { readonly kind: 'conflict'; readonly text: string }
  | { readonly kind: 'problem'; readonly text: string }
  | { readonly kind: 'changed' }
  | { readonly kind: 'refreshed' }

/**
 * The place above the enquiry where the screen says what happened: the outcome of the last change,
 * a 409's why (nothing sent was saved; the unsent words are kept), a problem, or a colleague's
 * change heard live with the way to see it. It takes focus when a notice comes (use-enquiry.ts).
 */
export function EnquiryNotice({
  notice,
  onShowChanges,
  ref,
}: {
  readonly notice: Notice | undefined
  readonly onShowChanges: () => void
  readonly ref: Ref<HTMLDivElement>
}) {
  return (
    <div ref={ref} tabIndex={-1} className="desk-notice">
      {notice?.kind === 'done' && (
        <Message tone="done">
          <p>{notice.text}</p>
        </Message>
      )}
      {notice?.kind === 'conflict' && (
        <Message tone="alert">
          <p>
            <strong>This enquiry changed before your change reached it.</strong> {notice.text}
          </p>
          <p>
            Nothing you sent was saved. Below is the enquiry as it is now, with what changed marked;
            your unsent reply and note are kept.
          </p>
        </Message>
      )}
      {notice?.kind === 'problem' && (
        <Message tone="alert">
          <p>{notice.text}</p>
        </Message>
      )}
      {notice?.kind === 'changed' && (
        <Message tone="status">
          <p>Someone changed this enquiry since you opened it.</p>
          <Button className="desk-button desk-button--quiet" onPress={onShowChanges}>
            Show the changes
          </Button>
        </Message>
      )}
      {notice?.kind === 'refreshed' && (
        <Message tone="status">
          <p>This is the enquiry as it is now; what changed is marked.</p>
        </Message>
      )}
    </div>
  )
}
