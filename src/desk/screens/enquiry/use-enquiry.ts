import { useCallback, useEffect, useRef, useState } from 'react'
import type { DeskEventType, EnquiryPageJson } from '../../../../content/desk/enquiries-api.ts'
import type { ReplyDraft } from '../../../../content/desk/reply-templates.ts'
import { useLiveChanges } from '../../app/live.tsx'
import { useDesk } from '../../app/session.ts'
import type { Change } from './actions.tsx'
import { draftOf, type FieldErrors } from './forms.tsx'
import type { Notice } from './notice.tsx'

/** What the person reads once a change is made. */
const doneText: Readonly<Record<DeskEventType, string>> = {
  TAKE: 'You took it: it is in your hands.',
  RELEASE: 'You put it back to New.',
  REPLY: 'Your reply is on its way to the guest.',
  NOTE: 'Your note is added.',
  GUEST_WROTE: 'It is back in hand: the guest wrote again.',
  MARK_BOOKED: 'Marked booked.',
  MARK_NOT_BOOKED: 'Marked not booked.',
  MARK_SPAM: 'Marked spam.',
  REOPEN: 'You reopened it: it is in your hands.',
}

/** The enquiry as it is now, from a 409's body, when the server sent it. */
function currentOf(body: unknown): EnquiryPageJson | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const current = (body as { current?: unknown }).current
  if (typeof current !== 'object' || current === null) return undefined
  const { enquiry, timeline } = current as Partial<EnquiryPageJson>
  return typeof enquiry?.id === 'string' && Array.isArray(timeline)
    ? (current as EnquiryPageJson)
    : undefined
}

/**
 * An enquiry page's state and its exchanges with the server (enquiry.tsx draws it): the enquiry
 * read on arrival, the notice (which takes focus when it comes), the unsent reply and note, the
 * change in flight and its field errors, what the live stream says of this enquiry, and
 * `showChanges` and `send`.
 */
export function useEnquiry(enquiryId: string) {
  const { api } = useDesk()
  const [view, setView] = useState<EnquiryPageJson | undefined>(undefined)
  const [missing, setMissing] = useState<string | undefined>(undefined)
  const [notice, setNotice] = useState<Notice | undefined>(undefined)
  const [since, setSince] = useState<number | undefined>(undefined)
  const [pending, setPending] = useState<DeskEventType | undefined>(undefined)
  const [errors, setErrors] = useState<FieldErrors>({})
  // the person's unsent words are the page's, so a 409 (or the form going away) never loses them
  const [reply, setReply] = useState<ReplyDraft | undefined>(undefined)
  const [note, setNote] = useState('')
  const noticeRef = useRef<HTMLDivElement>(null)

  /*
   * The version the page shows, kept in step with it at once (not after React draws it): the
   * live stream also tells of the person's own changes, and its message can arrive between the
   * server's answer and the next render. While a change is in flight, what the stream says of
   * this enquiry waits in `heard` and is weighed against the version the answer brings.
   */
  const seenVersion = useRef<number | undefined>(undefined)
  const inFlight = useRef(false)
  const heard = useRef(0)
  const show = useCallback((next: EnquiryPageJson | undefined) => {
    seenVersion.current = next?.enquiry.version
    setView(next)
  }, [])

  useEffect(() => {
    let current = true
    show(undefined)
    setMissing(undefined)
    setNotice(undefined)
    setReply(undefined)
    setNote('')
    void api.enquiry(enquiryId).then((result) => {
      if (!current) return
      if (result.ok) {
        show(result.data)
        setReply(draftOf(result.data.enquiry))
      } else if (result.kind !== 'signed-out') setMissing(result.message)
    })
    return () => {
      current = false
    }
  }, [api, enquiryId, show])

  // a notice takes focus, so a keyboard or screen-reader user hears what happened where they are
  useEffect(() => {
    if (notice !== undefined && notice.kind !== 'changed') noticeRef.current?.focus()
  }, [notice])

  useLiveChanges(
    useCallback(
      (change) => {
        const seen = seenVersion.current
        if (seen === undefined) return
        if ('id' in change) {
          if (change.id !== enquiryId) return
          if (inFlight.current) heard.current = Math.max(heard.current, change.version)
          else if (change.version > seen) setNotice({ kind: 'changed' })
          return
        }
        // the stream reopened: a change may have gone unheard
        void api.enquiry(enquiryId, { background: true }).then((result) => {
          if (result.ok && result.data.enquiry.version > (seenVersion.current ?? Infinity))
            setNotice({ kind: 'changed' })
        })
      },
      [api, enquiryId],
    ),
  )

  const showChanges = async () => {
    const seen = seenVersion.current
    const result = await api.enquiry(enquiryId)
    if (!result.ok) {
      if (result.kind !== 'signed-out') setNotice({ kind: 'problem', text: result.message })
      return
    }
    setSince(seen)
    show(result.data)
    setNotice({ kind: 'refreshed' })
  }

  /** Sends one change with the version seen; true when the server took it. */
  const send = async (request: Change) => {
    if (!view) return false
    const seen = view.enquiry.version
    setPending(request.type)
    setErrors({})
    inFlight.current = true
    heard.current = 0
    const result = await api.sendEvent(enquiryId, { ...request, version: seen })
    inFlight.current = false
    setPending(undefined)
    // a change heard meanwhile that is newer than what the answer shows was someone else's
    const newer = () => heard.current > (seenVersion.current ?? Infinity)
    if (result.ok) {
      show(result.data)
      setSince(undefined)
      if (request.type === 'REPLY') setReply(draftOf(result.data.enquiry))
      if (request.type === 'NOTE') setNote('')
      setNotice(newer() ? { kind: 'changed' } : { kind: 'done', text: doneText[request.type] })
      return true
    }
    if (result.kind === 'signed-out') return false
    if (result.kind === 'conflict') {
      const current = currentOf(result.body)
      if (current) {
        show(current)
        setSince(seen)
      }
      setNotice({ kind: 'conflict', text: result.message })
      return false
    }
    if (result.kind === 'invalid') setErrors(result.errors)
    setNotice({ kind: 'problem', text: result.message })
    return false
  }

  return {
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
  }
}
