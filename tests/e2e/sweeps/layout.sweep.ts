import { builtPaths, expect, test } from '../fixtures.ts'
import {
  chromeFaults,
  commonWidths,
  everyWidth,
  openIn,
  openingFaults,
  openings,
  resize,
} from '../layout/chrome-walk.ts'
import { faces, prepareFace } from '../layout/faces.ts'
import { layoutFaults } from '../layout/layout-faults.ts'

/*
 * `npm run test:sweep`: issue 45's layout check (tests/e2e/layout/layout-faults.ts) on every
 * prerendered route in both faces: the chrome at every width from 1920 to 320 px in steps of
 * 20 px (and to the pixel where the header changes what it shows), the whole page at the common
 * widths, one page resized; and every dialog and disclosure of the chrome at every width it
 * opens at, the booking sheet also on a package page (it opens with the package chosen). Each
 * fault names the route, the width, the face and the elements. `npm test` runs the chrome on
 * one page and a page of each family (tests/e2e/layout/layout.spec.ts).
 */
test.use({ reducedMotion: 'reduce' })

const widths = [...new Set([...everyWidth, ...commonWidths])].sort((a, b) => b - a)

for (const face of faces) {
  test.describe(`in the ${face} faces`, () => {
    for (const path of builtPaths()) {
      test(`${path}: the chrome at every width, the page at the common widths`, async ({
        page,
      }) => {
        test.setTimeout(300_000)
        await prepareFace(page, face)
        await openIn(page, path, face)
        const label = `${path} in the ${face} faces`
        const found = await chromeFaults(page, widths, label)
        for (const width of commonWidths) {
          await resize(page, width)
          for (const fault of await layoutFaults(page))
            found.push(`${label} at ${width} px (the page): ${fault}`)
        }
        expect([...new Set(found)]).toEqual([])
      })
    }

    const sheet = openings.find((o) => o.name === 'the Book Now sheet')
    for (const opening of [...openings, ...(sheet ? [{ ...sheet, path: '/romantic' }] : [])]) {
      test.describe(() => {
        test.use({ promoSeen: !opening.promo })
        test(`${opening.path}: ${opening.name}, open at every width it opens at`, async ({
          page,
        }) => {
          test.setTimeout(90_000)
          expect(await openingFaults(page, opening, face)).toEqual([])
        })
      })
    }
  })
}
