import { DeskLink } from '../../app/links.tsx'
import { useMe } from '../../app/session.ts'
import { useTitle } from '../../app/title.ts'
import { Message } from '../../ui/message.tsx'
import { ScreenHeading } from '../../ui/screen-heading.tsx'
import { StatusText } from '../../ui/status.tsx'
import { EnquiryActions } from './actions.tsx'
import { draftOf, KeptReply, NoteForm, ReplyForm } from './forms.tsx'
import { GuestFacts } from './guest.tsx'
import { EnquiryNotice } from './notice.tsx'
import { offeredEvents } from './offered.ts'
import { Timeline } from './timeline.tsx'
import { useEnquiry } from './use-enquiry.ts'

/**
 * An enquiry's page (`/desk/enquiries/$id`): every field as the guest wrote it (text: React
 * escapes it, and nothing here sets HTML), the actions the enquiry's life machine allows the
 * signed-in person now (offered.ts), the reply form with the draft for the enquiry's kind, the
 * note form and the timeline.
 *
 * Every change carries the version the person saw. When the server answers 409 (a colleague
 * changed the enquiry first, or the machine refuses), the page shows the enquiry as it is now,
 * says why, and marks what changed since the version seen; the person's unsent reply and note
 * stay. A change made elsewhere while the page shows (the live stream) is announced, never put
 * in place under the person's hands: "Show the changes" reads it again.
 */
export function EnquiryScreen({ id: enquiryId }: { readonly id: string }) {
  const me = useMe()
  const {
    view,
    missing,
    notice,
    since,
    pending,
    errors,
    reply,
    setReply,
    note,
    setNote,
    noticeRef,
    showChanges,
    send,
  } = useEnquiry(enquiryId)
  useTitle(view ? `Enquiry from ${view.enquiry.name}` : 'Enquiry')

  if (missing !== undefined)
    return (
      <>
        <BackToInbox />
        <ScreenHeading>No such enquiry</ScreenHeading>
        <Message tone="alert">
          <p>{missing}</p>
        </Message>
      </>
    )
  if (view === undefined)
    return (
      <>
        <BackToInbox />
        <p className="desk-loading">Reading the enquiry…</p>
      </>
    )

  const { enquiry, timeline } = view
  const offered = offeredEvents(enquiry, me)
  return (
    <>
      <BackToInbox />
      <div className="desk-screen-top">
        <ScreenHeading>{enquiry.name}</ScreenHeading>
        <p className="desk-screen-top__facts">
          <StatusText
            status={enquiry.status}
            holder={enquiry.holder}
            replyFailed={enquiry.replyFailed}
            meId={me.id}
          />
        </p>
      </div>
      <EnquiryNotice ref={noticeRef} notice={notice} onShowChanges={() => void showChanges()} />
      <div className="desk-enquiry">
        <div className="desk-enquiry__main">
          <section aria-labelledby="enquiry-message" className="desk-panel">
            <h2 id="enquiry-message">What they wrote</h2>
            <p className="desk-guest-text">{enquiry.message}</p>
          </section>
          <EnquiryActions
            offered={offered}
            enquiry={enquiry}
            pending={pending}
            onSend={(event) => void send(event)}
          />
          {reply !== undefined &&
            (offered.includes('REPLY') ? (
              <ReplyForm
                enquiry={enquiry}
                draft={reply}
                onDraft={setReply}
                pending={pending === 'REPLY'}
                errors={errors}
                onSend={(sent) => void send({ type: 'REPLY', ...sent })}
              />
            ) : (
              reply.body !== draftOf(enquiry).body && (
                <KeptReply draft={reply} onDiscard={() => setReply(draftOf(enquiry))} />
              )
            ))}
          {offered.includes('NOTE') && (
            <NoteForm
              text={note}
              onText={setNote}
              pending={pending === 'NOTE'}
              errors={errors}
              onSend={(text) => void send({ type: 'NOTE', text })}
            />
          )}
          <section aria-labelledby="enquiry-timeline" className="desk-panel">
            <h2 id="enquiry-timeline">Timeline</h2>
            <Timeline entries={timeline} since={since} />
          </section>
        </div>
        <GuestFacts enquiry={enquiry} />
      </div>
    </>
  )
}

function BackToInbox() {
  return (
    <p className="desk-back">
      <DeskLink to="/">
        <span aria-hidden="true">← </span>Inbox
      </DeskLink>
    </p>
  )
}
