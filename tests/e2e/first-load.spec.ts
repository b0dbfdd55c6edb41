import { judgeFirstLoads, judgedByNpmTest } from './first-load.ts'
import { builtPaths } from './fixtures.ts'

/*
 * The first-load budgets (first-load.ts) in npm test: every page of its own and the first entry
 * of each family at 412 px, and the laptop sample (fixtures.ts) at 1440 px. A family's entries
 * share one view, its chunks and its styles (src/routes/<family>.route.tsx), so they fetch the
 * same scripts, and what a wide screen fetches beyond a phone's (the site's chrome) is the same
 * on every page; every other page and width is judged by npm run test:sweep
 * (tests/e2e/sweeps/first-load.sweep.ts).
 */
judgeFirstLoads(builtPaths(), judgedByNpmTest)
