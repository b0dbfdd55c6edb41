import { expect, type Locator, type Page } from '@playwright/test'
import type { Seen } from '../../machines/testing/oracle.ts'

/** The elements one observation names, as a visitor finds them (visible ones only). */
function locate(root: Page | Locator, seen: Seen): Locator {
  const found =
    'role' in seen
      ? root.getByRole(seen.role as Parameters<Page['getByRole']>[0], {
          name: seen.name,
          exact: typeof seen.name === 'string',
        })
      : 'label' in seen
        ? root.getByLabel(seen.label, { exact: typeof seen.label === 'string' })
        : 'text' in seen
          ? root.getByText(seen.text, { exact: typeof seen.text === 'string' })
          : root.locator(seen.selector)
  return found.locator('visible=true')
}

/**
 * Checks in Chromium that the page shows what the table says: each observation waits (with
 * Playwright's retrying assertions) until it holds, and fails naming `where` if it never does.
 * `within` looks only inside one element (one carousel of several on the page).
 */
export async function expectSeenOnPage(
  page: Page,
  seen: readonly Seen[],
  where: string,
  within: Page | Locator = page,
): Promise<void> {
  for (const s of seen) {
    const found = locate(within, s)
    if ('selector' in s) {
      await expect(found.first(), where).toBeAttached()
      if (s.value === null) await expect(found.first(), where).not.toHaveAttribute(s.attribute)
      else await expect(found.first(), where).toHaveAttribute(s.attribute, s.value)
      continue
    }
    const is = s.is ?? 'shown'
    if (is === 'absent') {
      await expect(found, where).toHaveCount(0)
      continue
    }
    await expect(found.first(), where).toBeVisible()
    const one = found.first()
    if (is === 'focused') await expect(found.and(page.locator(':focus')), where).toHaveCount(1)
    else if (is === 'enabled') await expect(one, where).toBeEnabled()
    else if (is === 'disabled') await expect(one, where).toBeDisabled()
    else if (is === 'pressed') await expect(one, where).toHaveAttribute('aria-pressed', 'true')
    else if (is === 'unpressed') await expect(one, where).toHaveAttribute('aria-pressed', 'false')
    else if (is === 'expanded') await expect(one, where).toHaveAttribute('aria-expanded', 'true')
    else if (is === 'collapsed') await expect(one, where).toHaveAttribute('aria-expanded', 'false')
    else if (is === 'current')
      await expect(one, where).toHaveAttribute('aria-current', /^(?!false$)/)
    else if (is === 'not-current')
      await expect(one, where).not.toHaveAttribute('aria-current', /^(?!false$)/)
  }
}
