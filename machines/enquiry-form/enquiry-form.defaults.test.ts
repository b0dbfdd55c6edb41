import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { enquiryMessages } from '../../content/enquiry.schema.ts'
import { answered, answeredWrongly } from './enquiry-form.logic.ts'
import { enquiryFormMachine, selectPhase } from './enquiry-form.machine.ts'

/*
 * The machine as the page runs it: its own actors (the API client over `fetch`), not the
 * controlled ones of the table proof. `fetch` is the only stand-in, for the server.
 */
const challenge = { a: 3, b: 4, token: 'signed', expiresAt: '2026-11-21T11:00:00Z' }
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => vi.unstubAllGlobals())

describe('the enquiry form with its own actors', () => {
  it('fetches the puzzle and posts the enquiry with the answer as a number', async () => {
    const calls: { url: string; method: string; body: unknown }[] = []
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      calls.push({
        url,
        method,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      })
      return Promise.resolve(method === 'GET' ? json(200, challenge) : json(201, { id: 'x' }))
    })
    const form = createActor(enquiryFormMachine, { input: { page: '/contact' } }).start()
    expect(selectPhase(form.getSnapshot())).toBe('editing')
    expect(form.getSnapshot().context.answer).toBe('')
    await waitFor(form, (s) => s.matches({ challenge: 'ready' }))
    form.send({ type: 'CHANGE', field: 'name', value: 'Asha Rao' })
    form.send({ type: 'CHANGE', field: 'email', value: 'asha@example.com' })
    form.send({ type: 'ANSWER', value: ' 7 ' })
    form.send({ type: 'SUBMIT' })
    await waitFor(form, (s) => selectPhase(s) === 'succeeded')
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/enquiry/challenge',
      'POST /api/enquiry',
    ])
    expect(calls[1]?.body).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      page: '/contact',
      website: '',
      puzzle: { token: 'signed', answer: 7 },
    })
  })
})

describe('the puzzle answer as it is typed', () => {
  const context = {
    ...createActor(enquiryFormMachine, { input: { page: '/contact' } }).getSnapshot().context,
    challenge,
  }
  it('is not judged while it is typed ("1" on the way to "15"), and a new answer takes the last message away', () => {
    expect(answered(context, '8').errors?.puzzle).toBeUndefined()
    expect(answered(context, 'fif').errors?.puzzle).toBeUndefined()
    const refused = { ...context, errors: { puzzle: enquiryMessages.puzzle } }
    for (const value of ['', '   ', '1', 'seven']) {
      const after = answered(refused, value)
      expect(after.errors?.puzzle, JSON.stringify(value)).toBeUndefined()
      expect(after.answer).toBe(value)
    }
  })

  it('is wrong only when given and not the sum, however it is written', () => {
    expect(answeredWrongly({ ...context, answer: '8' })).toBe(true)
    expect(answeredWrongly({ ...context, answer: 'eight' })).toBe(true)
    expect(answeredWrongly({ ...context, answer: ' 7 ' })).toBe(false)
    expect(answeredWrongly({ ...context, answer: 'Seven' })).toBe(false)
    expect(answeredWrongly({ ...context, answer: '  ' })).toBe(false)
  })
})
