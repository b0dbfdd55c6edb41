import { familyPaths } from '../../content/families.build-time.ts'
import { judgeFirstLoads } from './first-load.ts'
import { builtPaths } from './fixtures.ts'

/*
 * The first-load budgets (first-load.ts) in npm test: every page of its own at 412 and 1440 px,
 * and the first entry of each family at 412 px. A family's entries share one view, its chunks and
 * its styles (src/routes/<family>.route.tsx), so they fetch the same scripts, and what a wide
 * screen fetches beyond a phone's (the site's chrome) is the same on every page; every later
 * entry, and each first entry at 1440 px, is judged by npm run test:sweep
 * (tests/e2e/sweeps/first-load.sweep.ts).
 */
const entries = Object.values(familyPaths)
const laterEntries = new Set<string>(entries.flatMap((family) => family.slice(1)))
const firstEntries = new Set<string>(entries.flatMap((family) => family.slice(0, 1)))

judgeFirstLoads(
  builtPaths().filter((path) => !laterEntries.has(path)),
  (path, width) => width < 1440 || !firstEntries.has(path),
)
