import type { UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'

/**
 * Checks that the keyboard is kept inside a dialog: focus starts on the first of `order`, Tab
 * walks the rest in that order and wraps back to the first, and Shift+Tab walks them backwards
 * and wraps the same way. For the jsdom view tests of the site's modal dialogs.
 */
export async function expectTabCycle(user: UserEvent, order: readonly Element[]): Promise<void> {
  const [first, ...rest] = order
  expect(document.activeElement).toBe(first)
  for (const next of [...rest, first]) {
    await user.tab()
    expect(document.activeElement).toBe(next)
  }
  for (const previous of [...rest.reverse(), first]) {
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(previous)
  }
}
