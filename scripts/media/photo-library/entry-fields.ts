import type { FractionRect } from '../../../content/media/photo-variants.ts'
import { PhotoLibraryError } from './library-types.ts'

/* The fields of one photos.json entry beyond its file: the focal point and the crops. */

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const fraction = (v: unknown): v is number => typeof v === 'number' && v >= 0 && v <= 1

export function parseFocus(value: unknown, where: string): [number, number] {
  if (value === undefined) return [0.5, 0.5]
  if (!isRecord(value) || !fraction(value['x']) || !fraction(value['y']))
    throw new PhotoLibraryError(`${where}: "focal" must be { "x": 0..1, "y": 0..1 }`)
  return [value['x'], value['y']]
}

export function parseCrops(
  value: unknown,
  where: string,
): Record<string, FractionRect> | undefined {
  if (value === undefined) return undefined
  if (!isRecord(value)) throw new PhotoLibraryError(`${where}: "crops" must be an object`)
  const crops: Record<string, FractionRect> = {}
  for (const [name, rect] of Object.entries(value)) {
    const ok =
      isRecord(rect) &&
      fraction(rect['x']) &&
      fraction(rect['y']) &&
      fraction(rect['width']) &&
      fraction(rect['height']) &&
      rect['width'] > 0 &&
      rect['height'] > 0 &&
      rect['x'] + rect['width'] <= 1.0001 &&
      rect['y'] + rect['height'] <= 1.0001
    if (!ok)
      throw new PhotoLibraryError(
        `${where}: crop "${name}" must be { "x", "y", "width", "height" } in 0..1, inside the photograph`,
      )
    crops[name] = {
      x: rect['x'] as number,
      y: rect['y'] as number,
      width: rect['width'] as number,
      height: rect['height'] as number,
    }
  }
  return crops
}

export const entryFields = new Set(['file', 'focal', 'alt', 'crops'])
