import type { Page } from '@playwright/test'
import { expect, holdScripts, hydrated, openHydrated, settle, test } from '../fixtures.ts'

/*
 * Issue 32, the fonts: a phone whose brand faces arrive after the first paint. Every face is
 * `font-display: optional` (src/styles/fonts.css, decision 0012): the page keeps its fallback
 * faces, so a paragraph that takes a line more in one (/honeymoon's second at 412 px: five lines
 * against Inter's four) or a title that does (/staymore's: two against Fraunces's one) does not
 * move what is under the reader when the face arrives. The next page the visitor opens in the app
 * is drawn in the brand faces (src/components/layout/optional-faces.ts).
 */
test.use({ viewport: { width: 412, height: 823 } })

const paragraph = 'Our honeymoon stay was three nights or more'

/** What each page's last probe marked, to mark it again on a node that replaced it. */
const probes = new WeakMap<Page, { selector: string; text: string }>()

/**
 * The font families Chromium drew the text of the element marked `data-probe` in. When the page
 * replaced the node meanwhile (a navigation's last render, later on a busy machine), the new node
 * lacks the mark: it is marked again and asked again, for up to about 2 s.
 */
async function drawnIn(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    for (let attempt = 1; ; attempt++) {
      try {
        const last = probes.get(page)
        if (attempt > 1 && last !== undefined) await probe(page, last.selector, last.text)
        const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
        const { nodeId } = await cdp.send('DOM.querySelector', {
          nodeId: root.nodeId,
          selector: '[data-probe]',
        })
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
        return fonts.map((font) => font.familyName)
      } catch (error) {
        if (attempt === 10 || !String(error).includes('Could not find node')) throw error
        await page.waitForTimeout(200)
      }
    }
  } finally {
    await cdp.detach()
  }
}

/** Marks the first element matching `selector` whose text starts with `text` (any, if none given). */
async function probe(page: Page, selector: string, text = ''): Promise<void> {
  probes.set(page, { selector, text })
  await page.evaluate(
    ({ selector, text }) => {
      document.querySelector('[data-probe]')?.removeAttribute('data-probe')
      const el = [...document.querySelectorAll(selector)].find((e) =>
        (e.textContent ?? '').trim().startsWith(text),
      )
      if (!el) throw new Error(`nothing matches ${selector} "${text}"`)
      el.setAttribute('data-probe', '')
    },
    { selector, text },
  )
}

const inInter = (families: string[]) => families.some((f) => /^Inter\b/.test(f))
const inFraunces = (families: string[]) => families.some((f) => /^Fraunces\b/.test(f))
const heightOf = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-probe]')?.getBoundingClientRect().height ?? 0)

test('the faces in the cache: the next full load draws the text in Inter and the headings in Fraunces', async ({
  page,
}) => {
  // Whether the first load's faces make their 100 ms depends on the machine; the second's are cached.
  await openHydrated(page, '/honeymoon')
  await page.evaluate(() => document.fonts.ready)
  await openHydrated(page, '/honeymoon')
  await page.evaluate(() => document.fonts.ready)
  await probe(page, 'main p', paragraph)
  expect(inInter(await drawnIn(page)), 'the paragraph').toBe(true)
  await probe(page, 'main h1')
  expect(inFraunces(await drawnIn(page)), 'the title').toBe(true)
})

test('the faces after the first paint: the page keeps its fallbacks, the next page has the brand faces', async ({
  page,
}) => {
  // The faces held until the page has painted; the app's scripts too, as on a slow phone.
  const faces = await holdScripts(page, /\/assets\/[a-z]+-\d+-[^/]+\.woff2$/)
  const scripts = await holdScripts(page)
  await page.goto('/honeymoon', { waitUntil: 'commit' })
  await page.waitForFunction(() =>
    performance.getEntriesByName('first-contentful-paint').some((entry) => entry.startTime > 0),
  )
  // Past the optional face's 100 ms block period, which began before the first paint.
  await page.waitForTimeout(250)
  await probe(page, 'main h1')
  const titleBefore = await heightOf(page)
  expect(inFraunces(await drawnIn(page)), 'the title before Fraunces arrives').toBe(false)
  await probe(page, 'main p', paragraph)
  const linesBefore = await heightOf(page)
  expect(inInter(await drawnIn(page)), 'drawn in the fallback before Inter arrives').toBe(false)

  faces.release()
  scripts.release()
  await hydrated(page)
  await page.waitForFunction(() =>
    [...document.fonts]
      .filter((face) => ['Inter', 'Fraunces'].includes(face.family.replace(/"/g, '')))
      .every((face) => face.status === 'loaded'),
  )
  await settle(page)
  expect(inInter(await drawnIn(page)), 'still the fallback once Inter has arrived').toBe(false)
  expect(await heightOf(page), 'the paragraph keeps its lines').toBe(linesBefore)
  await probe(page, 'main h1')
  expect(inFraunces(await drawnIn(page)), 'the title once Fraunces has arrived').toBe(false)
  expect(await heightOf(page), 'the title keeps its lines').toBe(titleBefore)

  // A link in the page: the app draws the next page, in the brand faces.
  const link = page.locator('main a[href^="/"]:not([href^="/honeymoon"])').first()
  const target = await link.getAttribute('href')
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  await page.evaluate(() => document.fonts.ready)
  await settle(page)
  await probe(page, 'main p')
  expect(inInter(await drawnIn(page)), `the first paragraph of ${target}`).toBe(true)
  await probe(page, 'main h1')
  expect(inFraunces(await drawnIn(page)), `the title of ${target}`).toBe(true)
})
