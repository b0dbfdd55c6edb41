import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { viewPaths } from '../../../tests/model/covering-paths.ts'
import type { EnquiryChallenge, EnquiryPayload } from '../../../content/enquiry.schema.ts'
import {
  enquiryFormMachine,
  type EnquiryAnswer,
} from '../../../machines/enquiry-form/enquiry-form.machine.ts'
import { ControlledActors } from '../../../machines/testing/controlled-actors.ts'
import { done, isWorldEvent, tablePaths } from '../../../machines/testing/oracle.ts'
import { payloadOf, replayOnTableView } from '../../../machines/testing/oracle-view.ts'
import { enquiryFormOracle } from '../../../tests/model/oracles/enquiry-form.oracle.ts'
import { stampChallenges } from '../../../server/enquiries/enquiry-page.ts'
import { replayEarlyInput, type EarlyInput } from '../layout/early-input.ts'
import { expectSeen } from '../../../tests/model/seen-dom.ts'
import { settleInView } from '../../../tests/model/settle-dom.ts'
import { EnquiryForm } from './enquiry-form.tsx'

const withControlled = (controlled: ControlledActors) =>
  enquiryFormMachine.provide({
    actors: {
      fetchChallenge: controlled.actor<EnquiryChallenge>(),
      sendEnquiry: controlled.actor<EnquiryAnswer, EnquiryPayload>(),
    },
  })

const form = () => screen.getByRole('form', { name: 'Enquiry' })
const field = (name: string) => {
  const input = form().querySelector<HTMLInputElement>(`[name="${name}"]`)
  if (!input) throw new Error(`The form has no field ${name}`)
  return input
}
const question = /^What is \d+ \+ \d+\?$/

/** A row's kind for the covering paths (tests/model/covering-paths.ts): its target and event. */
const rowKind = (row: { readonly to: string; readonly event: { readonly type: string } }) =>
  `${row.to} ${row.event.type}`

describe('enquiry form: the enquiry-form table replayed on the view', () => {
  it.each(viewPaths(tablePaths(enquiryFormOracle), rowKind).map((p) => [p.title, p] as const))(
    '%s',
    async (_, path) => {
      const controlled = new ControlledActors()
      await replayOnTableView(enquiryFormOracle, path, {
        start: (scenario) => {
          const form = <EnquiryForm page="/contact" logic={withControlled(controlled)} />
          const given = (scenario.input as { challenge?: EnquiryChallenge }).challenge
          if (given === undefined) {
            render(form)
            return
          }
          // the page as the server sends it, its question stamped in, then hydrated
          const container = document.createElement('div')
          container.innerHTML = stampChallenges(renderToString(form), () => given)
          document.body.append(container)
          render(form, { container, hydrate: true })
        },
        // fireEvent rather than user-event: clicking into a field would blur the last one,
        // a BLUR the path does not contain
        perform: async (event) => {
          if (isWorldEvent(event)) await settleInView(controlled, event)
          else if (event.type === 'CHANGE')
            fireEvent.change(field(payloadOf<string>(event, 'field')), {
              target: { value: payloadOf<string>(event, 'value') },
            })
          else if (event.type === 'BLUR') fireEvent.blur(field(payloadOf<string>(event, 'field')))
          else if (event.type === 'ANSWER')
            fireEvent.change(within(form()).getByLabelText(question), {
              target: { value: payloadOf<string>(event, 'value') },
            })
          else if (event.type === 'SUBMIT')
            fireEvent.click(within(form()).getByRole('button', { name: 'Send enquiry' }))
          else if (event.type === 'RETRY_CHALLENGE')
            fireEvent.click(within(form()).getByRole('button', { name: 'Try again' }))
          else throw new Error(`The enquiry form cannot perform ${event.type}`)
        },
        wait: () => {
          throw new Error('The enquiry form has no timers')
        },
        check: (seen, where) => expectSeen(seen, where),
      })
    },
  )

  it('shows the question the server stamped into the page, and takes it without asking again', async () => {
    const controlled = new ControlledActors()
    const form = <EnquiryForm page="/contact" logic={withControlled(controlled)} />
    const stamped = { a: 5, b: 2, token: 'stamped-5-2', expiresAt: '2026-11-21T11:00:00.000Z' }
    const container = document.createElement('div')
    container.innerHTML = stampChallenges(renderToString(form), () => stamped)
    document.body.append(container)
    let root: Root | undefined
    await act(async () => {
      root = hydrateRoot(container, form)
      await Promise.resolve()
    })
    try {
      const answer = within(container).getByLabelText<HTMLInputElement>('What is 5 + 2?')
      expect(answer.disabled).toBe(false)
      expect(controlled.calls.get('fetchChallenge')).toBeUndefined()
      for (const [name, value] of [
        ['name', 'Asha Rao'],
        ['email', 'asha@example.com'],
      ] as const)
        fireEvent.change(container.querySelector(`[name="${name}"]`)!, { target: { value } })
      fireEvent.change(answer, { target: { value: '7' } })
      fireEvent.click(within(container).getByRole('button', { name: 'Send enquiry' }))
      expect(controlled.calls.get('sendEnquiry')).toEqual([
        expect.objectContaining({ puzzle: { token: 'stamped-5-2', answer: 7 } }),
      ])
    } finally {
      act(() => root?.unmount())
      container.remove()
    }
  })

  it('keeps an answer typed before the form hydrated, replayed in the commit that starts its machine (issue 44)', async () => {
    const controlled = new ControlledActors()
    const form = <EnquiryForm page="/contact" logic={withControlled(controlled)} />
    const stamped = { a: 6, b: 9, token: 'stamped-6-9', expiresAt: '2026-11-21T11:00:00.000Z' }
    const container = document.createElement('div')
    container.innerHTML = stampChallenges(renderToString(form), () => stamped)
    document.body.append(container)
    // typed into the server's page while the form's code was on its way: the field holds it,
    // and the island's recording (lazy-hydrated.tsx) too
    const answer = within(container).getByLabelText<HTMLInputElement>('What is 6 + 9?')
    answer.value = '15'
    const early: EarlyInput = {
      live: true,
      clicks: [],
      fields: new Map([[answer, { value: '15' }]]),
    }
    let root: Root | undefined
    try {
      // The island replays it in the effects of the commit that hydrates the form and starts its
      // machine, before any promise has settled (a synchronous act lets none settle between).
      act(() => {
        root = hydrateRoot(container, form)
      })
      act(() => replayEarlyInput(early))
      await act(async () => {
        for (let i = 0; i < 5; i++) await Promise.resolve()
      })
      expect(answer.value).toBe('15')
      for (const [name, value] of [
        ['name', 'Asha Rao'],
        ['email', 'asha@example.com'],
      ] as const)
        fireEvent.change(container.querySelector(`[name="${name}"]`)!, { target: { value } })
      fireEvent.click(within(container).getByRole('button', { name: 'Send enquiry' }))
      expect(controlled.calls.get('sendEnquiry')).toEqual([
        expect.objectContaining({ puzzle: { token: 'stamped-6-9', answer: 15 } }),
      ])
      expect(controlled.calls.get('fetchChallenge')).toBeUndefined()
    } finally {
      act(() => root?.unmount())
      container.remove()
    }
  })

  it('prerenders Send enquiry enabled, and the answer disabled until the server stamps a question', () => {
    const html = renderToString(<EnquiryForm page="/contact" />)
    expect(/<button type="submit"[^>]*>/.exec(html)?.[0]).not.toContain('disabled')
    expect(/<input[^>]*name="puzzle"[^>]*>/.exec(html)?.[0]).toContain('disabled')
  })

  it('sends what the visitor typed, with the page', async () => {
    const controlled = new ControlledActors()
    render(<EnquiryForm page="/suites" logic={withControlled(controlled)} />)
    const challenge = { a: 2, b: 6, token: 'question-2-6', expiresAt: '2026-11-21T11:00:00.000Z' }
    await settleInView(controlled, done('fetchChallenge', challenge))
    fireEvent.change(field('name'), { target: { value: 'Asha Rao' } })
    fireEvent.change(field('email'), { target: { value: 'asha@example.com' } })
    fireEvent.change(within(form()).getByLabelText('Phone (optional)'), {
      target: { value: '+91 98450 12345' },
    })
    fireEvent.change(within(form()).getByLabelText('Message (optional)'), {
      target: { value: 'Two quiet nights in the Coffee Suite' },
    })
    fireEvent.change(within(form()).getByLabelText('What is 2 + 6?'), { target: { value: '8' } })
    fireEvent.click(within(form()).getByRole('button', { name: 'Send enquiry' }))
    expect(controlled.calls.get('sendEnquiry')).toEqual([
      {
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '+91 98450 12345',
        message: 'Two quiet nights in the Coffee Suite',
        hotel: 'Trillium Resort & Spa, Chikmagalur',
        page: '/suites',
        website: '',
        puzzle: { token: 'question-2-6', answer: 8 },
      },
    ])
  })
})
