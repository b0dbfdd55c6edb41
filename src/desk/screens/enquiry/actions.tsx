import { useState } from 'react'
import { Button } from 'react-aria-components'
import type {
  DeskEventType,
  EnquiryEventRequest,
  InboxItem,
} from '../../../../content/desk/enquiries-api.ts'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'

/** A change without the version (the page adds the version seen). */
export type Change = EnquiryEventRequest extends infer E
  ? E extends { version: number }
    ? Omit<E, 'version'>
    : never
  : never

/** The changes that are buttons (a reply and a note are forms). */
export type ActionEvent = Extract<Change, { type: Exclude<DeskEventType, 'REPLY' | 'NOTE'> }>
type ActionType = ActionEvent['type']

/** The ends of an enquiry's life: asked first, since only a manager can reopen one. */
const ends = {
  MARK_BOOKED: {
    title: 'Mark it booked?',
    says: 'The guest booked: the enquiry’s life ends here.',
    confirm: 'Mark booked',
    tone: 'main',
  },
  MARK_NOT_BOOKED: {
    title: 'Mark it not booked?',
    says: 'The guest did not book: the enquiry’s life ends here.',
    confirm: 'Mark not booked',
    tone: 'main',
  },
  MARK_SPAM: {
    title: 'Mark it spam?',
    says: 'It was not a guest: the enquiry’s life ends here, and no one answers it.',
    confirm: 'Mark spam',
    tone: 'danger',
  },
} as const
type EndType = keyof typeof ends
const isEnd = (type: ActionType): type is EndType => Object.hasOwn(ends, type)

/** Each button's words (an end's end with "…": a dialog asks first). */
function buttonText(type: ActionType, enquiry: Pick<InboxItem, 'holder'>): string {
  switch (type) {
    case 'TAKE':
      return enquiry.holder === null ? 'Take it' : `Take over from ${enquiry.holder.name}`
    case 'RELEASE':
      return 'Put back to New'
    case 'GUEST_WROTE':
      return 'The guest wrote again'
    case 'REOPEN':
      return 'Reopen'
    default:
      return `${ends[type].confirm}…`
  }
}

/**
 * The buttons of the changes the machine allows the person now (not the reply and the note,
 * which are forms below), in the machine's order; the main one first and green. An end (booked,
 * not booked, spam) is confirmed in a React Aria dialog that says what it means.
 */
export function EnquiryActions(props: {
  readonly offered: readonly DeskEventType[]
  readonly enquiry: Pick<InboxItem, 'holder' | 'name'>
  readonly pending: DeskEventType | undefined
  readonly onSend: (event: ActionEvent) => void
}) {
  const [asking, setAsking] = useState<EndType | undefined>(undefined)
  const buttons = props.offered.filter(
    (type): type is ActionType => type !== 'REPLY' && type !== 'NOTE',
  )
  if (buttons.length === 0) return null
  const end = asking === undefined ? undefined : ends[asking]
  return (
    <section aria-labelledby="enquiry-actions" className="desk-actions">
      <h2 id="enquiry-actions" className="desk-visually-hidden">
        What you can do
      </h2>
      <div className="desk-buttons">
        {buttons.map((type, index) => (
          <Button
            key={type}
            className={`desk-button${index === 0 && !isEnd(type) ? '' : ' desk-button--quiet'}`}
            isDisabled={props.pending !== undefined}
            onPress={() => (isEnd(type) ? setAsking(type) : props.onSend({ type }))}
          >
            {props.pending === type ? 'Saving…' : buttonText(type, props.enquiry)}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        isOpen={end !== undefined}
        title={end?.title ?? ''}
        confirm={end?.confirm ?? ''}
        cancel="Not now"
        tone={end?.tone ?? 'danger'}
        isPending={props.pending !== undefined}
        onConfirm={() => {
          if (asking === undefined) return
          setAsking(undefined)
          props.onSend({ type: asking })
        }}
        onCancel={() => setAsking(undefined)}
      >
        <p>
          The enquiry from <strong>{props.enquiry.name}</strong>. {end?.says} A manager can reopen
          it.
        </p>
      </ConfirmDialog>
    </section>
  )
}
