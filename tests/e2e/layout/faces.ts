import type { Page } from '@playwright/test'

/**
 * The two sets of faces a page can be drawn in. Every brand face is `font-display: optional`
 * (decision 0012), so a first visit whose faces miss their 100 ms is drawn wholly in the scaled
 * fallbacks (Liberation Serif and Sans on this machine, Georgia and Arial on others): whatever
 * the layout promises must hold in both.
 */
export type Face = 'brand' | 'fallback'
export const faces: readonly Face[] = ['brand', 'fallback']

/** Before the page's first load: the fallback faces are had by refusing every web font. */
export async function prepareFace(page: Page, face: Face): Promise<void> {
  if (face === 'fallback') await page.route(/\.woff2$/, (route) => route.abort())
}

/**
 * After a load, or once the web fonts are no longer refused (`page.unroute`, families.spec.ts):
 * the page is drawn in `face`. For the brand faces, whether a preloaded optional
 * face made its 100 ms depends on the machine's load; each gets a twin from the same file that
 * waits for it (as the app's first navigation does, optional-faces.ts), so the page is drawn in
 * Fraunces and Inter every time. Throws when the page is not in the faces asked for.
 */
export async function drawIn(page: Page, face: Face): Promise<void> {
  await page.evaluate(async (face) => {
    const brand = /^"?(Inter|Fraunces)"?$/
    if (face === 'brand') {
      const loads: Promise<FontFace>[] = []
      for (const sheet of Array.from(document.styleSheets)) {
        let rules: CSSRuleList
        try {
          rules = sheet.cssRules
        } catch {
          continue
        }
        for (const rule of Array.from(rules)) {
          if (!(rule instanceof CSSFontFaceRule)) continue
          const family = rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim()
          if (!brand.test(family)) continue
          const twin = new FontFace(family, rule.style.getPropertyValue('src'), {
            weight: rule.style.getPropertyValue('font-weight') || 'normal',
            style: rule.style.getPropertyValue('font-style') || 'normal',
            display: 'block',
          })
          document.fonts.add(twin)
          loads.push(twin.load())
        }
      }
      await Promise.all(loads)
    }
    await document.fonts.ready
    const loaded = [...document.fonts].filter(
      (f) => brand.test(f.family) && f.status === 'loaded',
    ).length
    if (face === 'brand' && loaded < 3) throw new Error(`only ${loaded} brand faces loaded`)
    if (face === 'fallback' && loaded > 0) throw new Error(`${loaded} brand faces loaded`)
  }, face)
}
