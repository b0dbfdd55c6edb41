import type { TablePath, TableRow } from '../../machines/testing/oracle.ts'

/**
 * A subset of a table's paths for a slow driver (a browser page loaded per path): each
 * scenario's arrival, and each path whose last row is of a kind (`kindOf`, e.g. the state
 * without its index, and the event) that no path kept before it ends with. The jsdom replay
 * keeps every path; this one still takes every kind of row, and every row on the way to it.
 */
export function coveringPaths<L extends string>(
  paths: readonly TablePath<L>[],
  kindOf: (row: TableRow<L>) => string,
): TablePath<L>[] {
  const kinds = new Set<string>()
  return paths.filter((path) => {
    const last = path.rows.at(-1)
    if (last === undefined) return true
    const kind = `${path.scenario.name}: ${kindOf(last)}`
    if (kinds.has(kind)) return false
    kinds.add(kind)
    return true
  })
}

/**
 * A smaller subset for the slowest drivers: paths chosen greedily until every state of the
 * table has been reached and checked, and every kind of event (`kindOf`) performed, at least
 * once in the browser. Every row is still replayed in jsdom and proved on the machine; this
 * keeps what only a real browser can tell (layout, focus, timers, Swiper) for each state.
 */
export function statePaths<L extends string>(
  paths: readonly TablePath<L>[],
  kindOf: (row: TableRow<L>) => string,
): TablePath<L>[] {
  const covers = (path: TablePath<L>) =>
    new Set([
      `state ${path.scenario.initial}`,
      ...path.rows.flatMap((row) => [`state ${row.to}`, `event ${kindOf(row)}`]),
    ])
  const left = paths.map((path) => ({ path, covers: covers(path) }))
  const seen = new Set<string>()
  const chosen: TablePath<L>[] = []
  for (;;) {
    let best: (typeof left)[number] | undefined
    let gain = 0
    for (const candidate of left) {
      const adds = [...candidate.covers].filter((c) => !seen.has(c)).length
      if (adds > gain) [best, gain] = [candidate, adds]
    }
    if (best === undefined) return chosen
    chosen.push(best.path)
    for (const c of best.covers) seen.add(c)
  }
}

/**
 * The paths a jsdom view replay runs: in `npm test`, `coveringPaths` (each scenario's arrival
 * and every kind of row at a path's end, every row on the way to it); with `VIEW_PATHS=all`
 * (`npm run test:views`), every path of the table. The machine itself is proved on every row by
 * its model test either way; the view's binding is what this replays.
 */
export function viewPaths<L extends string>(
  paths: readonly TablePath<L>[],
  kindOf: (row: TableRow<L>) => string,
): TablePath<L>[] {
  return process.env['VIEW_PATHS'] === 'all' ? [...paths] : coveringPaths(paths, kindOf)
}
