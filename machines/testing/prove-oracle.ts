import type { AnyStateMachine } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  eventKey,
  formatEvent,
  formatRow,
  isWorldEvent,
  tablePaths,
  tableProblems,
  type Oracle,
  type TablePath,
} from './oracle.ts'
import {
  MachineRun,
  nodesOfValue,
  stateNodesOf,
  transitionsOf,
  type MachineReplayOptions,
} from './oracle-machine.ts'

/** What replaying the whole table on the machine found. */
interface TableReplay {
  readonly taken: ReadonlySet<string>
  readonly rowsHeld: number
}

/** Replays one path on a fresh actor; returns the transitions it took. */
async function replayPath<L extends string>(
  oracle: Oracle<L>,
  machine: AnyStateMachine,
  path: TablePath<L>,
  options: MachineReplayOptions,
): Promise<ReadonlySet<string>> {
  const run = new MachineRun(oracle, machine, path.scenario, options)
  try {
    expect(run.label(), `${path.scenario.name} starts in`).toBe(path.scenario.initial)
    for (const row of path.rows) {
      if (!isWorldEvent(row.event))
        expect(run.snapshot.can(row.event), `${formatRow(row)} is accepted`).toBe(true)
      await run.perform(row.event)
      expect(run.label(), formatRow(row)).toBe(row.to)
    }
    return run.taken
  } finally {
    run.stop()
  }
}

/**
 * In each state of the table, every event of the table's vocabulary that the table does not
 * list there is refused: `can` says no, and sending it (or letting the time pass) changes
 * nothing. A request the machine waits for must have its answer in the table.
 */
async function refusals<L extends string>(
  oracle: Oracle<L>,
  machine: AnyStateMachine,
  paths: readonly TablePath<L>[],
  options: MachineReplayOptions,
): Promise<string[]> {
  const problems: string[] = []
  const routes = new Map<L, { path: TablePath<L>; length: number }>()
  for (const path of paths) {
    if (!routes.has(path.scenario.initial)) routes.set(path.scenario.initial, { path, length: 0 })
    path.rows.forEach((row, i) => {
      if (!routes.has(row.to)) routes.set(row.to, { path, length: i + 1 })
    })
  }
  for (const [label, { path, length }] of routes) {
    const listed = new Set(
      oracle.rows.filter((r) => r.from === label).map((r) => eventKey(r.event)),
    )
    for (const event of oracle.events) {
      if (listed.has(eventKey(event))) continue
      const run = new MachineRun(oracle, machine, path.scenario, options)
      try {
        for (const row of path.rows.slice(0, length)) await run.perform(row.event)
        const before = run.taken.size
        if (!isWorldEvent(event)) {
          if (run.snapshot.can(event)) problems.push(`${label} accepts ${formatEvent(event)}`)
          await run.perform(event)
        } else if (event.type === '$after') await run.wait(event.ms)
        else if (run.waitsFor(event.actor)) {
          problems.push(
            `${label} waits for ${event.actor}, but the table has no ${formatEvent(event)}`,
          )
          continue
        } else continue
        if (run.label() !== label || run.taken.size !== before)
          problems.push(`${label} —${formatEvent(event)}→ ${run.label()}, not in the table`)
      } finally {
        run.stop()
      }
    }
  }
  return problems
}

/**
 * Declares the proof of a machine against its oracle as a Vitest suite: the table is well
 * formed; every generated path through the table holds on the real actor, row by row (a wait
 * to the millisecond, an accepted event `can` be sent); every event the table leaves out is
 * refused; and the machine has no state node and no transition that the table never asks for.
 * Prints the coverage against the table. Returns the paths, for the view's replay.
 */
export function proveOracle<L extends string>(
  oracle: Oracle<L>,
  machine: AnyStateMachine,
  options: MachineReplayOptions = {},
): TablePath<L>[] {
  const paths = tablePaths(oracle)
  let whole: Promise<TableReplay> | undefined
  const replayAll = async (): Promise<TableReplay> => {
    const taken = new Set<string>()
    for (const path of paths)
      (await replayPath(oracle, machine, path, options)).forEach((t) => taken.add(t))
    return { taken, rowsHeld: new Set(paths.flatMap((p) => p.rows)).size }
  }
  describe(`${oracle.name}: the table from the specification, held against the machine`, () => {
    it('the table is well formed and every row is reached', () => {
      expect(tableProblems(oracle)).toEqual([])
    })

    it.each(paths.map((p) => [p.title, p] as const))('%s', async (_, path) => {
      await replayPath(oracle, machine, path, options)
    })

    it('refuses, in every state, what the table does not list there', async () => {
      expect(await refusals(oracle, machine, paths, options)).toEqual([])
    })

    it('has no state and no transition that the table lacks', async () => {
      whole ??= replayAll()
      const { taken, rowsHeld } = await whole
      const inTable = new Set(
        Object.values<{ value: unknown }>(oracle.states).flatMap((s) =>
          nodesOfValue(machine, s.value),
        ),
      )
      const nodes = stateNodesOf(machine)
      const transitions = transitionsOf(machine)
      console.info(
        `${oracle.name}: table rows ${rowsHeld}/${oracle.rows.length} held, states ${Object.keys(oracle.states).length}; machine state nodes ${nodes.filter((n) => inTable.has(n)).length}/${nodes.length} and transitions ${transitions.filter((t) => taken.has(t)).length}/${transitions.length} in the table`,
      )
      expect(rowsHeld).toBe(oracle.rows.length)
      expect(
        nodes.filter((n) => !inTable.has(n)),
        'state nodes the table lacks',
      ).toEqual([])
      expect(
        transitions.filter((t) => !taken.has(t)),
        'transitions the table never takes',
      ).toEqual([])
    })
  })
  return paths
}
