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
