import { familyPaths } from '../../../content/families.build-time.ts'
import { judgeFirstLoads } from '../first-load.ts'
import { builtPaths } from '../fixtures.ts'

/*
 * The first-load budgets (../first-load.ts) that npm test leaves to this sweep, on both builds:
 * every family's later entries at 412 and 1440 px, and each family's first entry at 1440 px
 * (tests/e2e/first-load.spec.ts judges every other page and width).
 */
const entries = Object.values(familyPaths)
const laterEntries = new Set<string>(entries.flatMap((family) => family.slice(1)))
const firstEntries = new Set<string>(entries.flatMap((family) => family.slice(0, 1)))

judgeFirstLoads(
  builtPaths().filter((path) => laterEntries.has(path) || firstEntries.has(path)),
  (path, width) => laterEntries.has(path) || width >= 1440,
)
