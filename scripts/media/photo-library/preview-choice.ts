import type { MediaTable } from '../../../content/media/types.ts'
import {
  shortfall,
  type KeyPhoto,
  type PhotoSource,
} from '../../../content/media/photo-variants.ts'

/* Which keys the catalogue has, their shapes, and preview mode's choice of a photograph for each. */

/** Every key of the catalogue, in name order (a brochure page's key names its picture). */
export function photoKeys(catalogue: MediaTable): string[] {
  return Object.keys(catalogue).sort()
}

/** A document page's picture is a landscape band, whatever the page's own shape. */
export function isLandscapeKey(catalogue: MediaTable, key: string): boolean {
  const entry = catalogue[key]
  return entry === undefined || entry.scene === 'document' || entry.width >= entry.height
}

/** Where the pages show each key: its uses (`card`, `hero`, `og`...) from `key|use` records. */
export function usesByKey(uses: readonly string[]): Map<string, string[]> {
  const byKey = new Map<string, string[]>()
  for (const entry of uses) {
    const [key = '', use = ''] = entry.split('|')
    byKey.set(key, [...(byKey.get(key) ?? []), use])
  }
  return byKey
}

/**
 * Preview mode's choice for one key: the photographs of its shape take the keys in turn, but a
 * photograph too small for somewhere the pages show the key is passed over for the next one
 * large enough, so a small photograph only goes where it fits. When none fits, the one that
 * falls shortest (reported by the pipeline as smaller than the layout shows it).
 */
export function previewChoice(pool: readonly PhotoSource[], turn: number, uses: readonly string[]) {
  const lack = (source: PhotoSource) => {
    const photo: KeyPhoto = { source: source.id, focus: [0.5, 0.5] }
    return Math.max(0, ...uses.map((use) => shortfall(photo, source, use)))
  }
  let best: PhotoSource | undefined
  let bestLack = Number.POSITIVE_INFINITY
  for (let k = 0; k < pool.length; k++) {
    const source = pool[(turn + k) % pool.length]
    if (!source) continue
    const missing = lack(source)
    if (missing === 0) return source
    if (missing < bestLack) [best, bestLack] = [source, missing]
  }
  return best
}
