import { test } from '../fixtures.ts'
import { typeWhileWaking, wakingTargets } from '../first-paint/typed-while-waking.ts'

/*
 * `npm run test:sweep`: issue 44's sweep. Every field of the enquiry form and the booking bar,
 * typed in (or pressed) at every 50 ms from the first contentful paint to 2 s after it, as on a
 * phone (a CPU slowed four times, 150 ms a round trip): what the guest typed is kept, the question stays the one they answered, and
 * the enquiry sent carries it. `npm test` runs a few of these moments
 * (tests/e2e/first-paint/typed-while-waking.spec.ts).
 */
const moments = Array.from({ length: 41 }, (_, i) => i * 50)

for (const target of wakingTargets) {
  test.describe(target.name, () => {
    for (const moment of moments) {
      test(`${target.name}, ${moment} ms after the first paint`, async ({ page }) => {
        test.skip(target.skip !== undefined, target.skip)
        const when = await typeWhileWaking(page, target, moment)
        test.info().annotations.push({ type: 'began', description: JSON.stringify(when) })
      })
    }
  })
}
