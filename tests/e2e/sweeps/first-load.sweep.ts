import { judgeFirstLoads, judgedByNpmTest } from '../first-load.ts'
import { builtPaths } from '../fixtures.ts'

/*
 * The first-load budgets (../first-load.ts) that npm test leaves to this sweep, on both builds:
 * every family's later entries at 412 and 1440 px, and every page at 1440 px beyond the laptop
 * sample (tests/e2e/first-load.spec.ts judges the rest).
 */
judgeFirstLoads(builtPaths(), (path, width) => !judgedByNpmTest(path, width))
