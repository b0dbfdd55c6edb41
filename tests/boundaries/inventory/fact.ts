import type { Boundary } from './types.ts'

/** A number of the content that is a fact of the specification. */
export function fact(
  id: string,
  promise: string,
  source: string,
  value: number,
  unit: string,
  file: string,
  name: string,
  pinnedBy: string,
): Boundary {
  return {
    id,
    promise,
    source,
    value,
    unit,
    code: [{ file, name }],
    pinnedBy: [pinnedBy],
    sides: `exactly ${value}`,
  }
}
