import type { EventObject } from 'xstate'

// The machines' tables (tests/model/oracles/<name>.oracle.ts), or the proofs of machines not
// yet written as a table (machines/<name>/<name>.paths.ts), loaded when the panel asks.
const proofs = {
  ...import.meta.glob<Record<string, unknown>>('/tests/model/oracles/*.oracle.ts'),
  ...import.meta.glob<Record<string, unknown>>('/machines/*/*.paths.ts'),
}

/**
 * The sample events of a machine's table (its `events`) or proof (a list, or a function of the
 * current snapshot), internal `xstate.*` ones and the world's (`$after`, `$done`) left out:
 * payloads that are known to make sense, offered by the panel's send form. None when the
 * machine has neither.
 */
export function samplesFromProof(
  module: Record<string, unknown>,
  snapshot: unknown,
): EventObject[] {
  const samples = new Map<string, EventObject>()
  for (const value of Object.values(module)) {
    if (typeof value !== 'object' || value === null || !('events' in value)) continue
    const events: unknown =
      typeof value.events === 'function'
        ? (value.events as (s: unknown) => unknown)(snapshot)
        : value.events
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

/** The samples for the machine of folder `name`, for its actor's current snapshot. */
export async function sampleEvents(name: string, snapshot: unknown): Promise<EventObject[]> {
  const load =
    proofs[`/tests/model/oracles/${name}.oracle.ts`] ?? proofs[`/machines/${name}/${name}.paths.ts`]
  if (load === undefined) return []
  try {
    return samplesFromProof(await load(), snapshot)
  } catch {
    return []
  }
}
