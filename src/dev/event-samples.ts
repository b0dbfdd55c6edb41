import type { EventObject } from 'xstate'

// The machines' tables (tests/model/oracles/<name>.oracle.ts), loaded when the panel asks.
const tables = import.meta.glob<Record<string, unknown>>('/tests/model/oracles/*.oracle.ts')

/**
 * The sample events of a machine's table (its `events`), internal `xstate.*` ones and the
 * world's (`$after`, `$done`) left out: payloads that are known to make sense, offered by the
 * panel's send form. None when the module holds no table.
 */
export function samplesFromTable(module: Record<string, unknown>): EventObject[] {
  const samples = new Map<string, EventObject>()
  for (const value of Object.values(module)) {
    if (typeof value !== 'object' || value === null || !('events' in value)) continue
    const events: unknown = value.events
    if (!Array.isArray(events)) continue
    for (const event of events as unknown[]) {
      if (typeof event !== 'object' || event === null || !('type' in event)) continue
      const type = String(event.type)
      if (!type.startsWith('xstate.') && !type.startsWith('$'))
        samples.set(JSON.stringify(event), event as EventObject)
    }
  }
  return [...samples.values()]
}

/** The samples for the machine of folder `name`, from its table. */
export async function sampleEvents(name: string): Promise<EventObject[]> {
  const load = tables[`/tests/model/oracles/${name}.oracle.ts`]
  if (load === undefined) return []
  try {
    return samplesFromTable(await load())
  } catch {
    return []
  }
}
