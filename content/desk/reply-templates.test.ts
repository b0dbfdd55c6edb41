import { describe, expect, it } from 'vitest'
import { enquiryKinds } from './enquiry-kinds.ts'
import { replyDraft } from './reply-templates.ts'

const asha = { name: 'Asha Rao', arrival: null, departure: null }
const withDates = { name: 'Asha Rao', arrival: '2026-12-12', departure: '2026-12-15' }

describe('reply drafts', () => {
  it('greet the guest by the name they wrote and sign from reservations, for every kind', () => {
    for (const kind of enquiryKinds) {
      const draft = replyDraft(kind, asha)
      expect(draft.body.startsWith('Dear Asha,\n\n'), kind).toBe(true)
      expect(draft.body, kind).toContain('Warm regards,')
      expect(draft.body, kind).toContain('reservations@trilliumresort.example')
      expect(draft.subject, kind).toMatch(/Trillium/)
    }
  })

  it('name the guest’s dates when given, and ask for them when not (stays and offers)', () => {
    for (const kind of ['suite', 'package', 'offer'] as const) {
      expect(replyDraft(kind, withDates).body, kind).toContain(
        'from 12 December 2026 to 15 December 2026',
      )
      expect(replyDraft(kind, asha).body, kind).toMatch(/your dates/i)
    }
    expect(replyDraft('suite', { ...withDates, departure: null }).body).toContain(
      'your stay from 12 December 2026',
    )
  })

  it('stay brief and plain: no exclamation, no selling words, under 120 words', () => {
    for (const kind of enquiryKinds)
      for (const guest of [asha, withDates]) {
        const { subject, body } = replyDraft(kind, guest)
        const text = `${subject}\n${body}`
        expect(text, kind).not.toMatch(
          /!|exclusive|luxur|unforgettable|don.t miss|book now|limited time|special offer/i,
        )
        expect(body.split(/\s+/).length, kind).toBeLessThan(120)
      }
  })

  it('keep a name of one word, and the text as the guest wrote it', () => {
    expect(replyDraft('general', { ...asha, name: '  Meera  ' }).body).toMatch(/^Dear Meera,/)
    expect(replyDraft('general', { ...asha, name: '<b>Zoe</b> Müller' }).body).toMatch(
      /^Dear <b>Zoe<\/b>,/,
    )
  })
})
