import { tablePaths } from '../../../machines/testing/oracle.ts'
import { payloadOf, replayOnTableView } from '../../../machines/testing/oracle-view.ts'
import { menuOracle } from '../../model/oracles/menu.oracle.ts'
import { expectSeenOnPage } from '../../model/seen-page.ts'
import { expect, openHydrated, test } from '../fixtures.ts'

test.describe('the menu table replayed in Chromium on a phone', () => {
  for (const path of tablePaths(menuOracle)) {
    test(path.title, async ({ page }) => {
      const menu = page.getByRole('dialog', { name: 'Menu' })
      await replayOnTableView(menuOracle, path, {
        start: async () => {
          await page.setViewportSize({ width: 375, height: 812 })
          await openHydrated(page, '/')
        },
        perform: async (event) => {
          if (event.type === 'TOGGLE') await page.getByLabel('Open menu').click()
          else if (event.type === 'CLOSE')
            await menu.getByRole('button', { name: 'Close menu' }).click()
          else if (event.type === 'ESCAPE') await page.keyboard.press('Escape')
          else if (event.type === 'ROUTE_CHANGED') {
            await menu.getByRole('link', { name: 'Suites' }).first().click()
            await expect(page).toHaveURL(/\/suites$/)
          } else if (event.type === 'RESIZE')
            await page.setViewportSize({
              width: payloadOf<number>(event, 'viewportWidth'),
              height: 812,
            })
          else throw new Error(`The page cannot perform ${event.type}`)
        },
        wait: () => {
          throw new Error('The menu has no timers')
        },
        check: (seen, where) => expectSeenOnPage(page, seen, where),
      })
    })
  }
})
