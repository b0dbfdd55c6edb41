import type { ComponentType } from 'react'
import type { DateRangeFieldProps } from './date-range-field.tsx'

type Field = ComponentType<DateRangeFieldProps>

let loading: Promise<Field> | undefined
let loaded: Field | undefined
const waiting = new Set<(field: Field) => void>()

/**
 * Loads the booking bar's date picker (React Aria's date widgets: the heaviest code on the
 * site) when the visitor reaches for it: a booking bar calls it on pointer down, hover or focus,
 * and the booking sheet as it opens, so the picker is there by the time a finger lands on it.
 * Every booking bar on the page shows the picker once it has arrived. A page the visitor never
 * touches never fetches it.
 */
export function preloadDatePicker(): Promise<Field> {
  loading ??= import('./date-range-field.tsx').then((module) => {
    loaded = module.default
    for (const show of waiting) show(module.default)
    waiting.clear()
    return module.default
  })
  return loading
}

/** The loaded picker now, or calls `show` with it once it loads; returns an unsubscribe. */
export function whenDatePickerLoads(show: (field: Field) => void): () => void {
  if (loaded) {
    show(loaded)
    return () => {}
  }
  waiting.add(show)
  return () => waiting.delete(show)
}
