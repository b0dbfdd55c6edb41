import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  enquiryFailedMessage,
  enquiryFormMachine,
  type EnquiryFormSnapshot,
} from '../../../machines/enquiry-form/enquiry-form.machine.ts'
import {
  enquiryFormProof,
  sampleChallenge,
} from '../../../machines/enquiry-form/enquiry-form.paths.ts'
import {
  flushPromises,
  ControlledActors,
  pathsOf,
  replayOnView,
} from '../../../machines/testing/paths.ts'
import { EnquiryForm } from './enquiry-form.tsx'

const paths = pathsOf(enquiryFormMachine, enquiryFormProof)
const labels = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone (optional)',
  message: 'Message (optional)',
  hotel: 'Hotel',
} as const
const puzzleLabel = `What is ${sampleChallenge.a} + ${sampleChallenge.b}?`

function checkView(s: EnquiryFormSnapshot) {
  const phase =
    (['submitting', 'succeeded', 'conflict', 'failed'] as const).find((p) =>
      s.matches({ form: p }),
    ) ?? 'editing'
  if (phase === 'succeeded') {
    expect(screen.getByRole('status').textContent).toContain('Thank you for your enquiry.')
    expect(screen.queryByRole('form')).toBeNull()
    return
  }
  const form = screen.getByRole('form', { name: 'Enquiry' })
  expect(form.dataset.phase).toBe(phase)
  for (const [field, label] of Object.entries(labels) as [keyof typeof labels, string][]) {
    const input = within(form).getByLabelText<HTMLInputElement>(label)
    expect(input.value).toBe(s.context.values[field])
    const error = s.context.errors[field]
    expect(input.getAttribute('aria-invalid')).toBe(String(error !== undefined))
    if (error)
      expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
        error,
      )
  }
  const ready = s.matches({ challenge: 'ready' })
  const answer = within(form).queryByLabelText<HTMLInputElement>(puzzleLabel)
  expect(answer !== null).toBe(ready)
  if (answer) {
    expect(answer.value).toBe(s.context.answer)
    expect(answer.getAttribute('aria-invalid')).toBe(String(s.context.errors.puzzle !== undefined))
  }
  expect(within(form).queryByRole('button', { name: 'Try again' }) !== null).toBe(
    s.matches({ challenge: 'unavailable' }),
  )
  const submit = within(form).getByRole('button', {
    name: phase === 'submitting' ? 'Submitting...' : 'Send enquiry',
  })
  expect((submit as HTMLButtonElement).disabled).toBe(!s.can({ type: 'SUBMIT' }))
  const alert = within(form).queryByRole('alert')
  if (phase === 'conflict') expect(alert?.textContent).toBe(s.context.notice)
  else if (phase === 'failed') expect(alert?.textContent).toBe(enquiryFailedMessage)
  else expect(alert).toBeNull()
}

describe('enquiry form: the enquiry-form machine paths replayed on the view', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const controlled = new ControlledActors()
    render(<EnquiryForm page="/suites" logic={enquiryFormProof.logic(controlled)} />)
    const settle = (event: { type: string }) =>
      act(async () => {
        controlled.settle(event)
        await flushPromises()
      })
    const form = () => screen.getByRole('form', { name: 'Enquiry' })
    await replayOnView(path, {
      events: {
        // fireEvent rather than user-event: clicking into a field would blur the last one,
        // an extra BLUR event the path does not contain
        CHANGE: (event) => {
          const { field, value } = event as unknown as { field: keyof typeof labels; value: string }
          fireEvent.change(within(form()).getByLabelText(labels[field]), { target: { value } })
        },
        BLUR: (event) => {
          const { field } = event as unknown as { field: keyof typeof labels }
          fireEvent.blur(within(form()).getByLabelText(labels[field]))
        },
        ANSWER: (event) => {
          const { value } = event as unknown as { value: string }
          fireEvent.change(within(form()).getByLabelText(puzzleLabel), { target: { value } })
        },
        SUBMIT: () =>
          void fireEvent.click(
            within(form()).getByRole('button', { name: /Send enquiry|Submitting/ }),
          ),
        RETRY_CHALLENGE: () =>
          void fireEvent.click(within(form()).getByRole('button', { name: 'Try again' })),
        'xstate.done.actor': settle,
        'xstate.error.actor': settle,
      },
      check: (snapshot) => checkView(snapshot as EnquiryFormSnapshot),
    })
  })

  it('sends what the visitor typed, with the page', async () => {
    const controlled = new ControlledActors()
    render(<EnquiryForm page="/contact" logic={enquiryFormProof.logic(controlled)} />)
    await act(async () => {
      controlled.settle({
        type: 'xstate.done.actor.fetchChallenge',
        output: sampleChallenge,
      } as never)
      await flushPromises()
    })
    const form = screen.getByRole('form', { name: 'Enquiry' })
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Asha Rao' } })
    fireEvent.change(within(form).getByLabelText('Email'), {
      target: { value: 'asha@example.com' },
    })
    fireEvent.change(within(form).getByLabelText(puzzleLabel), { target: { value: '7' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Send enquiry' }))
    expect(controlled.calls.get('sendEnquiry')).toEqual([
      expect.objectContaining({
        name: 'Asha Rao',
        email: 'asha@example.com',
        page: '/contact',
        website: '',
        puzzle: { token: sampleChallenge.token, answer: 7 },
      }),
    ])
  })
})
