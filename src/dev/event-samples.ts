import type { EventObject } from 'xstate'

// The machines' proofs (machines/<name>/<name>.paths.ts), loaded when the panel asks.
const proofs = import.meta.glob<Record<string, unknown>>('/machines/*/*.paths.ts')

/**
 * The sample events a machine's proof explores it with (`events` of its proof options: a list,
 * or a function of the current snapshot), internal `xstate.*` ones left out: payloads that are
 * known to make sense, offered by the panel's send form. None when the machine has no proof.
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
      if (!type.startsWith('xstate.')) samples.set(JSON.stringify(event), event as EventObject)
    }
  }
  return [...samples.values()]
}

/** The samples for the machine of folder `name`, for its actor's current snapshot. */
export async function sampleEvents(name: string, snapshot: unknown): Promise<EventObject[]> {
  const load = proofs[`/machines/${name}/${name}.paths.ts`]
  if (load === undefined) return []
  try {
    return samplesFromProof(await load(), snapshot)
  } catch {
    return []
  }
}
