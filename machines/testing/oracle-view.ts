import {
  formatRow,
  isWorldEvent,
  type Oracle,
  type Seen,
  type TableEvent,
  type TablePath,
  type TableScenario,
} from './oracle.ts'

/**
 * How a view test plays the table's events on a rendered view: it shows the view for a
 * scenario, performs each event as a visitor, the clock or the network would cause it, lets
 * time pass, and checks that the page shows what the table says.
 */
export interface ViewDriver<L extends string = string> {
  readonly start: (scenario: TableScenario<L>) => Promise<void> | void
  /** The visitor's events, and a request answering or failing (`$done`, `$error`). */
  readonly perform: (event: Exclude<TableEvent, { type: '$after' }>) => Promise<void> | void
  readonly wait: (ms: number) => Promise<void> | void
  readonly check: (seen: readonly Seen[], where: string) => Promise<void> | void
  /**
   * False where the view's clock cannot be stopped at the machine's start (a real browser
   * hydrating an island): a wait is then checked after it, not 1 ms before. The machine's
   * proof and the jsdom replay check the same rows to the millisecond.
   */
  readonly exactWaits?: boolean
}

/**
 * Replays a path of the table on the view: after the start and after every row, the page must
 * show what the table says of the state reached (and of the row itself); a wait is checked to
 * the millisecond, so one millisecond early the page still shows the state before it.
 */
export async function replayOnTableView<L extends string>(
  oracle: Oracle<L>,
  path: TablePath<L>,
  driver: ViewDriver<L>,
): Promise<void> {
  await driver.start(path.scenario)
  await driver.check(oracle.states[path.scenario.initial].sees, path.scenario.initial)
  for (const row of path.rows) {
    if (isWorldEvent(row.event) && row.event.type === '$after') {
      if (driver.exactWaits === false) await driver.wait(row.event.ms)
      else {
        await driver.wait(row.event.ms - 1)
        await driver.check(oracle.states[row.from].sees, `${formatRow(row)}, 1 ms before`)
        await driver.wait(1)
      }
    } else {
      await driver.perform(row.event)
    }
    await driver.check([...oracle.states[row.to].sees, ...(row.also ?? [])], formatRow(row))
  }
}

/** The event's payload field, for drivers (the table's events are plain objects). */
export function payloadOf<T>(event: TableEvent, key: string): T {
  if (!(key in event)) throw new Error(`${event.type} carries no ${key}`)
  return (event as unknown as Record<string, T>)[key] as T
}
