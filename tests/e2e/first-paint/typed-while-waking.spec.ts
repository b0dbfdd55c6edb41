import { test } from '../fixtures.ts'
import {
  answerTarget,
  typeWhileWaking,
  wakingTargets,
  type WakingTarget,
} from './typed-while-waking.ts'

/*
 * Issue 44, the representative moments of the sweep (tests/e2e/sweeps/typed-while-waking.sweep.ts,
 * every 50 ms to 2 s): each field of the enquiry form and the booking bar, typed in (or pressed)
 * as on a phone, kept through the page's waking and sent. The moments are where the
 * answer was lost before the fix: while the page hydrates, and while the form's code is on its
 * way after it (see typed-while-waking.ts).
 */
const moments = (target: WakingTarget) => (target === answerTarget ? [150, 500] : [300])

for (const target of wakingTargets) {
  for (const moment of moments(target)) {
    test(`${target.name}, typed ${moment} ms after the first paint, is kept and sent`, async ({
      page,
    }) => {
      test.skip(target.skip !== undefined, target.skip)
      const when = await typeWhileWaking(page, target, moment)
      test.info().annotations.push({ type: 'began', description: JSON.stringify(when) })
    })
  }
}
