import { describe, expect, it, vi } from 'vitest'
import { lazyDateFormat, longDate } from './date-format.ts'

describe('lazyDateFormat', () => {
  it('makes its format on the first call, once, and formats as Intl does', () => {
    const Original = Intl.DateTimeFormat
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      this: unknown,
      ...args: ConstructorParameters<typeof Original>
    ) {
      return new Original(...args)
    })
    const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const
    const format = lazyDateFormat('en-IN', options)
    expect(made).not.toHaveBeenCalled()
    const date = new Date('2026-10-20T00:00:00Z')
    expect(format(date)).toBe(new Original('en-IN', options).format(date))
    expect(format(new Date('2026-01-02T00:00:00Z'))).toBe('2 January 2026')
    expect(made).toHaveBeenCalledTimes(1)
    made.mockRestore()
  })
  it('prints a calendar day as the same long date in any time zone', () => {
    expect(longDate('2026-10-20')).toBe('20 October 2026')
    expect(longDate('2026-01-02')).toBe('2 January 2026')
  })
})
