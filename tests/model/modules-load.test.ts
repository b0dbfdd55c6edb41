import { describe, expect, it } from 'vitest'
import { mutationTargets } from '../../scripts/mutation/targets.ts'

/*
 * Every machine and view file that `npm run test:mutation` mutates loads. A mutant that breaks a
 * module as it loads (a machine definition naming a state that is not there, a time zone that
 * does not exist) makes the test files importing it fail to load, and Stryker's Vitest runner
 * counts a test file that cannot load as no test at all: the mutant would survive. Here the
 * failure is a failing test. Listed in each target's tests.
 */
const modules = import.meta.glob(['/machines/**/*.ts', '/src/components/**/*.{ts,tsx}'])
const files = [
  ...new Set(Object.values(mutationTargets).flatMap((t) => [...t.machine, ...t.views])),
]

describe('the modules under mutation', () => {
  it.each(files)('%s loads', async (file) => {
    const load = modules[`/${file}`]
    expect(load, `${file} is a machine or component module`).toBeDefined()
    await expect(load?.()).resolves.toBeDefined()
  })
})
