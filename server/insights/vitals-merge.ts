import { vitalsQuantiles, type VitalsDaySummary } from './vitals-day.ts'

/**
 * The 75th percentile of several days together, estimated from each day's 20 quantiles (an
 * equi-depth merge): each quantile value weighs samples/20 of its day, and the estimate is the
 * smallest value whose cumulative weight reaches 0.75 × the days' samples. The exact figure
 * would need every day's values, which are purged after VITALS_RETENTION_DAYS. Up to any value,
 * a day's quantiles weigh at most a twentieth of its samples less than its values do, so the
 * estimate is one of the samples, within 1/20 of the rank: never below the exact 75th percentile
 * of the days together (nearest rank) and never above their 80th. Weights are counted in
 * twentieths of a sample, so the sums are whole numbers and exact.
 */
export function mergedP75(
  days: readonly Pick<VitalsDaySummary, 'samples' | 'quantiles'>[],
): number {
  // The estimate lies between the lowest and the highest of the days' own p75 (quantile 15):
  // below the lowest every day has at most 14 of its 20 quantiles, so the weight is short of
  // 0.75 × samples; at the highest every day has 15 or more. Values below the range only add
  // their weight, values above it never count, so only the values within it are selected from.
  let lowest = Infinity
  let highest = -Infinity
  let samples = 0
  for (const day of days) {
    const p75 = day.quantiles[p75Index] ?? 0
    if (p75 < lowest) lowest = p75
    if (p75 > highest) highest = p75
    samples += day.samples
  }
  const size = days.length * vitalsQuantiles
  if (scratch.values.length < size)
    scratch = { values: new Float64Array(size), weights: new Float64Array(size) }
  const { values, weights } = scratch
  let below = 0
  let n = 0
  for (const day of days)
    for (const value of day.quantiles)
      if (value < lowest) below += day.samples
      else if (value <= highest) {
        values[n] = value
        weights[n] = day.samples
        n++
      }
  return smallestReaching(values, weights, n, (3 * samples * vitalsQuantiles) / 4 - below)
}

/** Quantile 15 of 20 (rank ceil(15/20 · n) = ceil(0.75 n)): the day's own p75. */
const p75Index = (3 * vitalsQuantiles) / 4 - 1

/** The selection's working arrays, grown to the largest merge asked for and reused. */
let scratch = { values: new Float64Array(0), weights: new Float64Array(0) }

/**
 * The smallest of the first `n` values whose cumulative weight (the weights of every value at
 * most it) reaches `target`, by a weighted quickselect (three-way partitions around a median of
 * three): linear on average, where sorting a year's 7,300 values per route and metric would not
 * be. Reorders both arrays. `target` must not exceed the weights' sum.
 */
function smallestReaching(
  values: Float64Array,
  weights: Float64Array,
  n: number,
  target: number,
): number {
  let lo = 0
  let hi = n
  let below = 0
  while (hi > lo) {
    const a = values[lo] ?? 0
    const b = values[(lo + hi) >> 1] ?? 0
    const c = values[hi - 1] ?? 0
    const pivot = Math.max(Math.min(a, b), Math.min(Math.max(a, b), c))
    let lt = lo
    let i = lo
    let gt = hi
    let less = 0
    let equal = 0
    while (i < gt) {
      const v = values[i] ?? 0
      const w = weights[i] ?? 0
      if (v < pivot) {
        values[i] = values[lt] ?? 0
        weights[i] = weights[lt] ?? 0
        values[lt] = v
        weights[lt] = w
        less += w
        lt++
        i++
      } else if (v > pivot) {
        gt--
        values[i] = values[gt] ?? 0
        weights[i] = weights[gt] ?? 0
        values[gt] = v
        weights[gt] = w
      } else {
        equal += w
        i++
      }
    }
    if (below + less >= target) hi = lt
    else if (below + less + equal >= target) return pivot
    else {
      below += less + equal
      lo = gt
    }
  }
  return values[lo] ?? 0
}
