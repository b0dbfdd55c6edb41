/** One value in a few characters: strings quoted and cut, collections by their size. */
function brief(value: unknown): string {
  if (value === null || value === undefined) return String(value)
  if (typeof value === 'string')
    return JSON.stringify(value.length > 24 ? `${value.slice(0, 23)}…` : value)
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value)
  if (typeof value === 'function') return 'ƒ'
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()
  if (Array.isArray(value)) return `[${value.length}]`
  if (typeof value === 'object') {
    if ('send' in value && 'getSnapshot' in value) return 'actor'
    if (value instanceof Error)
      return `${value.name}(${JSON.stringify(value.message.slice(0, 24))})`
    const keys = Object.keys(value)
    return keys.length === 0
      ? '{}'
      : `{${keys.slice(0, 3).join(', ')}${keys.length > 3 ? ', …' : ''}}`
  }
  return typeof value
}

/**
 * A machine's context in one line for the machines panel: each key with a brief value
 * (`page: "/contact", errors: {}, values: {name, email, message, …}`), cut at `max` characters.
 */
export function summarizeContext(context: unknown, max = 160): string {
  if (context === undefined) return '(none)'
  if (context === null || typeof context !== 'object' || Array.isArray(context))
    return brief(context)
  const parts = Object.entries(context).map(([key, value]) => `${key}: ${brief(value)}`)
  const text = parts.length === 0 ? '{}' : parts.join(', ')
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/**
 * The whole context as indented JSON for the panel's detail view: functions and actors by
 * name, repeated references and anything deeper than `depth` cut, so it never throws.
 */
export function contextJson(context: unknown, depth = 6): string {
  const seen = new WeakSet<object>()
  const walk = (value: unknown, level: number): unknown => {
    if (typeof value === 'function') return `ƒ ${value.name || 'anonymous'}`
    if (typeof value === 'bigint') return `${value}n`
    if (value === null || typeof value !== 'object') return value
    if (value instanceof Date) return value.toISOString()
    if (value instanceof Error) return `${value.name}: ${value.message}`
    if ('send' in value && 'getSnapshot' in value)
      return `actor ${String((value as { id?: unknown }).id)}`
    if (seen.has(value)) return '(repeated)'
    if (level >= depth) return Array.isArray(value) ? `[${value.length}]` : '{…}'
    seen.add(value)
    if (Array.isArray(value)) return value.map((item) => walk(item, level + 1))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, level + 1)]))
  }
  return JSON.stringify(walk(context, 0), null, 2) ?? 'undefined'
}
