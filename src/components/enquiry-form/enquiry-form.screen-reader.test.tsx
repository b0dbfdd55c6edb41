import { virtual } from '@guidepup/virtual-screen-reader'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { EnquiryChallenge, EnquiryPayload } from '../../../content/enquiry.schema.ts'
import {
  enquiryFormMachine,
  type EnquiryAnswer,
} from '../../../machines/enquiry-form/enquiry-form.machine.ts'
import { ControlledActors } from '../../../machines/testing/controlled-actors.ts'
import { done } from '../../../machines/testing/oracle.ts'
import { settleInView } from '../../../tests/model/settle-dom.ts'
import { EnquiryForm } from './enquiry-form.tsx'

/*
 * What a screen reader says as a visitor sends the enquiry form, heard with Guidepup's virtual
 * screen reader over the rendered form in jsdom: Send stays enabled, and a blocked send shows
 * every message and moves focus to the first field with one, and the reader says the field,
 * that it is invalid and the message (after a 409, the server's sentence again); the
 * question is part of its field's name; a wrong answer brings a new question, and focus (and
 * the reader) goes to it with its message; the thank-you and the server's sentences are live
 * regions, spoken when they appear.
 */

const controlled = new ControlledActors()
const logic = enquiryFormMachine.provide({
  actors: {
    fetchChallenge: controlled.actor<EnquiryChallenge>(),
    sendEnquiry: controlled.actor<EnquiryAnswer, EnquiryPayload>(),
  },
})
const question = (a: number, b: number): EnquiryChallenge => ({
  a,
  b,
  token: `question-${a}-${b}`,
  expiresAt: '2026-11-29T11:00:00.000Z',
})

/** How many enquiries the form has sent so far (in this file). */
const enquiriesSent = () => controlled.calls.get('sendEnquiry')?.length ?? 0

afterEach(async () => {
  await virtual.stop()
})

async function openForm(): Promise<HTMLFormElement> {
  render(<EnquiryForm page="/contact" logic={logic} />)
  await settleInView(controlled, done('fetchChallenge', question(3, 4)))
  await virtual.start({ container: document.body })
  return screen.getByRole('form', { name: 'Enquiry' })
}

const type = (form: HTMLElement, name: string | RegExp, value: string) =>
  fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } })

/** Sends the form, as Enter in a field or the Send button does, and lets the view settle. */
async function send(form: HTMLFormElement): Promise<void> {
  await act(async () => {
    fireEvent.submit(form)
    await Promise.resolve()
  })
}

/** What was said since the log held `count` phrases, once the reader's observers have run. */
async function spokenSince(count: number): Promise<string[]> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  return (await virtual.spokenPhraseLog()).slice(count)
}

describe('the enquiry form, as a screen reader says it', () => {
  it('says the question as the answer field’s name', async () => {
    await openForm()
    const field = screen.getByRole('textbox', { name: 'What is 3 + 4?' })
    act(() => field.focus())
    expect(await virtual.lastSpokenPhrase()).toMatch(/What is 3 \+ 4\?/)
  })

  it('moves a refused send to the first field with a message, and says the message', async () => {
    const form = await openForm()
    type(form, 'Name', 'R2D2')
    type(form, /^Email/, 'asha@example.com')
    type(form, 'What is 3 + 4?', 'Seven')
    const before = (await virtual.spokenPhraseLog()).length
    await send(form)
    const name = screen.getByRole('textbox', { name: 'Name' })
    expect(document.activeElement).toBe(name)
    const said = (await spokenSince(before)).join(' | ')
    expect(said).toMatch(/textbox, Name.*Invalid name/)
    expect(said).toMatch(/invalid/i)
  })

  it('blocks a send of the empty form: every message at once, the first field said, nothing sent (issue 44)', async () => {
    const form = await openForm()
    const send = screen.getByRole('button', { name: 'Send enquiry' })
    expect((send as HTMLButtonElement).disabled).toBe(false)
    const sends = enquiriesSent()
    const before = (await virtual.spokenPhraseLog()).length
    await act(async () => {
      fireEvent.click(send)
      await Promise.resolve()
    })
    for (const message of ['Invalid name', 'Invalid email address', 'Your answer is incorrect'])
      expect(within(form).getByText(message)).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }))
    expect((await spokenSince(before)).join(' | ')).toMatch(/textbox, Name.*Invalid name/)
    expect(enquiriesSent()).toBe(sends)
    expect((send as HTMLButtonElement).disabled).toBe(false)
  })

  it('after a wrong answer, says the new question with its message, everything typed kept', async () => {
    const form = await openForm()
    type(form, 'Name', 'Asha Rao')
    type(form, /^Email/, 'asha@example.com')
    type(form, 'What is 3 + 4?', 'nine')
    await send(form)
    await settleInView(controlled, done('fetchChallenge', question(5, 6)))
    const field = screen.getByRole('textbox', { name: 'What is 5 + 6?' })
    expect(document.activeElement).toBe(field)
    expect(await virtual.lastSpokenPhrase()).toMatch(
      /What is 5 \+ 6\?.*Your answer is incorrect|Your answer is incorrect.*What is 5 \+ 6\?/,
    )
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Asha Rao')
    expect((field as HTMLInputElement).value).toBe('')
  })

  it('speaks the thank-you and the server’s sentence as they appear (live regions)', async () => {
    const form = await openForm()
    type(form, 'Name', 'Asha Rao')
    type(form, /^Email/, 'asha@example.com')
    type(form, 'What is 3 + 4?', ' 7 ')
    await send(form)
    const duplicate =
      'We already have this enquiry from you and our reservations team will reply soon. There is no need to send it again.'
    const before = (await virtual.spokenPhraseLog()).length
    await settleInView(
      controlled,
      done('sendEnquiry', { outcome: 'duplicate', notice: duplicate, errors: {} }),
    )

    expect((await spokenSince(before)).join(' | ')).toContain(duplicate)
    // Send again, unchanged: nothing is sent, and the reader says the sentence again
    const again = (await virtual.spokenPhraseLog()).length
    const sends = enquiriesSent()
    await send(form)
    expect(enquiriesSent()).toBe(sends)
    expect((await spokenSince(again)).join(' | ')).toContain(duplicate)
    type(form, 'Name', 'Asha R')
    await send(form)
    const sent = (await virtual.spokenPhraseLog()).length
    await settleInView(
      controlled,
      done('sendEnquiry', { outcome: 'sent', notice: undefined, errors: {} }),
    )
    expect((await spokenSince(sent)).join(' | ')).toContain('Thank you for your enquiry.')
  })
})
