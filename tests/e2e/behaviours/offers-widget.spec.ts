import type { Locator, Page } from '@playwright/test'
import type { OffersWidgetInput } from '../../../machines/offers-widget/offers-widget.machine.ts'
import { tablePaths } from '../../../machines/testing/oracle.ts'
import { payloadOf, replayOnTableView } from '../../../machines/testing/oracle-view.ts'
import { statePaths } from '../../model/covering-paths.ts'
import { offersWidgetOracle } from '../../model/oracles/offers-widget.oracle.ts'
import { expectSeenOnPage } from '../../model/seen-page.ts'
import { expect, openHydrated, recordRequests, test } from '../fixtures.ts'

/** The About page at a wide width on the visitor's clock, with the widget's panel opened. */
async function openWidget(page: Page, time: string) {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.clock.install({ time: new Date(time) })
  await openHydrated(page, '/about')
  const widget = page.getByRole('complementary', { name: 'Limited offers' })
  // The widget's own code first: these tests are about its rotation. (A click on the tab before
  // the code came is replayed once the widget has drawn: offers-tab.view.test.tsx. Clicked at
  // once, the clean-clone CI twice found the widget still closed seven seconds on.)
  await reachFor(page, widget)
  await widget.getByRole('button', { name: 'Limited offers' }).click()
  await expect(widget.getByRole('button', { name: 'Limited offers' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  return widget
}

test('the prerendered page has no offers widget: it needs the window’s width, known in the browser only', async ({
  request,
}) => {
  const html = await (await request.get('/about')).text()
  expect(html).not.toContain('Limited offers')
})

/** A pointer over the tab and away: the widget's code loads, and the widget takes its place. */
async function reachFor(page: Page, widget: Locator) {
  const loaded = page.waitForResponse((r) => /\/offers-widget[^/]*\.js$/.test(r.url()))
  await widget.getByRole('button', { name: 'Limited offers' }).hover()
  await loaded
  await page.mouse.move(0, 0)
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
  )
  await expect(widget).toBeVisible()
}

const buttons: Readonly<Record<string, string>> = {
  TOGGLE: 'Limited offers',
  NEXT: 'Next offer',
  PREV: 'Previous offer',
  PAUSE: 'Pause offers',
  PLAY: 'Play offers',
}

// The scenarios a browser can stage: the site's own promos on the visitor's date. One promo or
// none in season is a content edit away, replayed on the view in jsdom.
const staged = tablePaths(offersWidgetOracle).filter(
  (p) =>
    (p.scenario.input as OffersWidgetInput).promos.length > 1 &&
    !/promo in season/.test(p.scenario.name),
)
// A page per path, so the browser replays the paths that reach every state and perform every
// event; jsdom replays every row.
const paths = statePaths(staged, (row) => row.event.type)

test.describe('the offers-widget table replayed in Chromium', () => {
  for (const path of paths) {
    test(path.title, async ({ page }) => {
      const widget = page.getByRole('complementary', { name: 'Limited offers' })
      const widgetCode = recordRequests(page, (r) => /\/offers-widget[^/]*\.js$/.test(r.url()))
      await replayOnTableView(offersWidgetOracle, path, {
        start: async (scenario) => {
          const input = scenario.input as OffersWidgetInput
          await page.setViewportSize({ width: input.viewportWidth, height: 900 })
          await page.emulateMedia({
            reducedMotion: input.reducedMotion ? 'reduce' : 'no-preference',
          })
          await page.clock.install({ time: new Date(`${input.today}T10:00:00`) })
          await openHydrated(page, '/about')
          // The tab comes when the browser is idle, the widget's code when the visitor reaches
          // for the tab: a pointer passes over it (no event of the machine's), and the clock
          // stops, to the millisecond, once the widget has taken the tab's place.
          if (input.viewportWidth > 768) await reachFor(page, widget)
          await page.clock.pauseAt(new Date(`${input.today}T10:01:00`))
        },
        perform: async (event) => {
          const name = buttons[event.type]
          if (name) await widget.getByRole('button', { name }).click()
          else if (event.type === 'FOCUS_IN') {
            // keyboard focus coming into the panel from outside it
            await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
            await page.keyboard.press('Shift')
            await widget
              .getByRole('group', { name: 'Offers in season' })
              .locator('button:not([disabled])')
              .first()
              .focus()
          } else if (event.type === 'RESIZE') {
            const width = payloadOf<number>(event, 'viewportWidth')
            await page.setViewportSize({ width, height: 900 })
            // A window widened past 768 px draws the tab when the browser is idle: on the
            // stopped clock that moment is stepped to, while no machine runs (before the
            // widget's code has come).
            if (width > 768 && widgetCode.length === 0)
              while ((await widget.count()) === 0) await page.clock.runFor(100)
          } else throw new Error(`The page cannot perform ${event.type}`)
        },
        wait: (ms) => page.clock.runFor(ms),
        check: (seen, where) =>
          expectSeenOnPage(
            page,
            seen,
            where,
            seen.some((s) => 'role' in s && s.role === 'complementary') ? page : widget,
          ),
      })
    })
  }
})

test('the offers widget rotates the promos valid on the visitor’s date every three seconds', async ({
  page,
}) => {
  // 1 October: Extended Bliss, the Festive Offer, Early Bird and Stay More are all in season
  const widget = await openWidget(page, '2026-10-01T10:00:00')
  const counter = widget.getByText(/^\d\/\d$/)
  await expect(counter).toHaveText('1/4')
  await page.clock.runFor(3000)
  await expect(counter).toHaveText('2/4')
  // one source of truth: the Festive Offer is 20% here as on its page
  await expect(widget).toContainText('Festive Offer')
  await expect(widget).toContainText('20%')
  await widget.getByRole('button', { name: 'Pause offers' }).click()
  await page.clock.runFor(9000)
  await expect(counter).toHaveText('2/4')
  await widget.getByRole('button', { name: 'Next offer' }).click()
  await widget.getByRole('button', { name: 'Next offer' }).click()
  await expect(counter).toHaveText('4/4')
})

test('out of the festive and monsoon seasons, Early Bird and the season’s offer rotate', async ({
  page,
}) => {
  const widget = await openWidget(page, '2027-02-15T10:00:00')
  const counter = widget.getByText(/^\d\/\d$/)
  await expect(counter).toHaveText('1/2')
  await expect(widget).toContainText('Early Bird')
  await widget.getByRole('button', { name: 'Next offer' }).click()
  await expect(widget).toContainText('Credit Luxury Getaway')
  await expect(widget).not.toContainText('Festive Offer')
})

test('no widget on windows of 768 px or narrower, nor its code; it shows from 769 px', async ({
  page,
}) => {
  const code = recordRequests(page, (r) => /\/offers-(tab|widget)[^/]*\.js$/.test(r.url()))
  await page.setViewportSize({ width: 768, height: 900 })
  await openHydrated(page, '/about')
  await page.waitForLoadState('networkidle')
  const widget = page.getByRole('complementary', { name: 'Limited offers' })
  await expect(widget).toHaveCount(0)
  expect(code).toEqual([])
  await page.setViewportSize({ width: 769, height: 900 })
  await expect(widget).toBeVisible()
})
