import { describe, expect, it } from 'vitest'
import { contextJson, summarizeContext } from './context-summary.ts'

describe('summarizeContext', () => {
  it('gives each key a brief value', () => {
    expect(
      summarizeContext({
        page: '/contact',
        count: 3,
        open: false,
        missing: undefined,
        errors: {},
        values: { name: 'Asha', email: 'a@example.org', message: 'Hi', phone: '' },
        slides: [1, 2, 3],
        note: 'A message much longer than twenty-four characters',
      }),
    ).toBe(
      'page: "/contact", count: 3, open: false, missing: undefined, errors: {}, values: {name, email, message, …}, slides: [3], note: "A message much longer t…"',
    )
  })

  it('cuts a long summary and names what has no context', () => {
    const long = summarizeContext(
      Object.fromEntries([...'abcdefghijklmnopqrstuvwxyz'].map((k) => [k, 12345])),
      40,
    )
    expect(long).toHaveLength(40)
    expect(long.endsWith('…')).toBe(true)
    expect(summarizeContext(undefined)).toBe('(none)')
  })
})

describe('contextJson', () => {
  it('writes functions by name, cuts cycles and depth, and never throws', () => {
    const context: Record<string, unknown> = { load: function fetchIt() {}, when: new Date(0) }
    context['self'] = context
    context['deep'] = { a: { b: { c: 1 } } }
    const json = JSON.parse(contextJson(context, 2)) as Record<string, unknown>
    expect(json).toEqual({
      load: 'ƒ fetchIt',
      when: '1970-01-01T00:00:00.000Z',
      self: '(repeated)',
      deep: { a: '{…}' },
    })
  })
})
