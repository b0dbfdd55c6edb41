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
 * screen reader over the rendered form in jsdom: a refused send moves focus to the first field
 * with a message, and the reader says the field, that it is invalid and the message; the
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
