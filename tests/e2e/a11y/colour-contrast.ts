import type { Page } from '@playwright/test'

/**
 * WCAG 1.4.11's measure, for the checks that run in the page (a Tab walk's focus rings, the form
 * fields' edges). A function the page runs is sent to it alone and cannot import, so the page is
 * given these helpers once, as `window.contrastKit`, and those functions call them there.
 */
export interface ContrastKit {
  /** The contrast ratio of two computed colours (`rgb(…)`, `rgba(…)`), to two decimals. */
  ratio(a: string, b: string): number
  /**
   * The colour drawn at (x, y), a point just outside `el`: the first opaque background from the
   * element there up. Null when a picture, a video or a gradient comes first: no one colour.
   */
  colourBeside(el: Element, x: number, y: number): string | null
}

declare global {
  interface Window {
    contrastKit?: ContrastKit
  }
}

/** Gives the page `window.contrastKit` (again after each navigation). */
export async function installContrast(page: Page): Promise<void> {
  await page.evaluate(() => {
    const rgba = (colour: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number)
      return { r, g, b, a }
    }
    const luminance = (colour: string) => {
      const channel = (v: number) => {
        const c = v / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }
      const { r, g, b } = rgba(colour)
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
    window.contrastKit = {
      ratio: (a, b) => {
        const [x, y] = [luminance(a), luminance(b)]
        return Math.round(((Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)) * 100) / 100
      },
      colourBeside: (el, x, y) => {
        const under = document.elementsFromPoint(x, y).find((e) => e !== el && !el.contains(e))
        for (let e: Element | null = under ?? document.body; e; e = e.parentElement) {
          const style = getComputedStyle(e)
          if (
            /^(IMG|VIDEO|PICTURE|CANVAS|svg)$/.test(e.tagName) ||
            style.backgroundImage !== 'none'
          )
            return null
          if (rgba(style.backgroundColor).a >= 0.5) return style.backgroundColor
        }
        return 'rgb(255, 255, 255)'
      },
    }
  })
}
