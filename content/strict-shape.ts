/**
 * A small strict-shape checker for content tests: `satisfies` already rejects unknown keys in
 * object literals, but spreads, helpers and computed arrays escape that check, so the tests
 * walk the real values too. A spec is a primitive name, a predicate, a one-element array for
 * lists, or an object whose keys ending in `?` are optional; any other key is a problem.
 */
export type ShapeSpec =
  | 'string'
  | 'number'
  | 'boolean'
  | ((value: unknown) => string | undefined)
  | readonly [ShapeSpec]
  | { readonly [key: string]: ShapeSpec }

/** Lists every way `value` departs from `spec`, as readable paths; empty when it conforms. */
export function shapeProblems(value: unknown, spec: ShapeSpec, at = '$'): string[] {
  if (typeof spec === 'string') {
    const ok =
      spec === 'string' ? typeof value === 'string' && value.trim() !== '' : typeof value === spec
    return ok ? [] : [`${at}: expected a non-empty ${spec}, got ${JSON.stringify(value)}`]
  }
  if (typeof spec === 'function') {
    const problem = spec(value)
    return problem === undefined ? [] : [`${at}: ${problem}`]
  }
  if (Array.isArray(spec)) {
    if (!Array.isArray(value)) return [`${at}: expected a list`]
    const [item] = spec as readonly [ShapeSpec]
    return value.flatMap((v, i) => shapeProblems(v, item, `${at}[${i}]`))
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return [`${at}: expected an object`]
  const objectSpec = spec as { readonly [key: string]: ShapeSpec }
  const problems: string[] = []
  const known = new Set<string>()
  for (const [rawKey, child] of Object.entries(objectSpec)) {
    const optional = rawKey.endsWith('?')
    const key = optional ? rawKey.slice(0, -1) : rawKey
    known.add(key)
    const present = Object.hasOwn(value, key)
    if (!present) {
      if (!optional) problems.push(`${at}.${key}: missing`)
      continue
    }
    problems.push(...shapeProblems((value as Record<string, unknown>)[key], child, `${at}.${key}`))
  }
  for (const key of Object.keys(value)) {
    if (!known.has(key)) problems.push(`${at}.${key}: unknown key`)
  }
  return problems
}

/** Spec for a page's SEO block: the title with " | <brand>" at most 60, description 70 to 160. */
export function seoSpec(brand: string): ShapeSpec {
  return {
    title: (v) =>
      typeof v === 'string' && v.length > 0 && `${v} | ${brand}`.length <= 60
        ? undefined
        : `title must fit 60 characters with " | ${brand}": ${JSON.stringify(v)}`,
    description: (v) =>
      typeof v === 'string' && v.length >= 70 && v.length <= 160
        ? undefined
        : `description must be 70 to 160 characters, got ${typeof v === 'string' ? v.length : typeof v}`,
  }
}
