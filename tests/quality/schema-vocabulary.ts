import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * The schema.org vocabulary as `schema-dts` ships it (types and the properties each type
 * allows, inherited ones included), read from its declaration file so the check follows the
 * installed schema.org release instead of a hand-kept list.
 */
export interface Vocabulary {
  readonly types: ReadonlySet<string>
  /** The properties a type accepts, or undefined for a name that is not a schema.org type. */
  propertiesOf(type: string): ReadonlySet<string> | undefined
}

interface Declaration {
  parents: string[]
  properties: string[]
  typeName: string | undefined
}

/** Parses schema-dts's `dist/schema.d.ts` into a vocabulary. */
export function loadVocabulary(): Vocabulary {
  const require = createRequire(import.meta.url)
  const file = require.resolve('schema-dts/dist/schema.d.ts')
  const source = readFileSync(file, 'utf8')
  const declarations = new Map<string, Declaration>()
  for (const match of source.matchAll(
    /^(?:export )?interface (\w+)(?: extends ([^{]+))? \{\n([\s\S]*?)^\}/gm,
  )) {
    const [, name = '', extendsList = '', body = ''] = match
    declarations.set(name, {
      parents: extendsList
        .split(',')
        .map((p) => p.trim())
        .filter((p) => /^\w+$/.test(p)),
      properties: [...body.matchAll(/^ {4}"([^"@]+)"\??:/gm)].map((m) => m[1] ?? ''),
      typeName: /^ {4}"@type": "([^"]+)";/m.exec(body)?.[1],
    })
  }
  const leafByType = new Map<string, string>()
  for (const [name, decl] of declarations)
    if (decl.typeName !== undefined) leafByType.set(decl.typeName, name)
  if (leafByType.size < 500)
    throw new Error(
      `schema-dts: read only ${leafByType.size} types from ${file}; its format changed`,
    )

  const cache = new Map<string, Set<string>>()
  const collect = (name: string, into: Set<string>, seen: Set<string>) => {
    if (seen.has(name)) return
    seen.add(name)
    const decl = declarations.get(name)
    if (!decl) return
    for (const p of decl.properties) into.add(p)
    for (const parent of decl.parents) collect(parent, into, seen)
  }
  return {
    types: new Set(leafByType.keys()),
    propertiesOf(type) {
      const leaf = leafByType.get(type)
      if (leaf === undefined) return undefined
      let props = cache.get(type)
      if (!props) {
        props = new Set()
        collect(leaf, props, new Set())
        cache.set(type, props)
      }
      return props
    },
  }
}

/**
 * Problems of one JSON-LD document against the vocabulary: unknown types, properties a node's
 * types do not allow, nodes with properties but no type, and a missing or foreign `@context`.
 */
export function jsonLdProblems(data: unknown, vocabulary: Vocabulary): string[] {
  const problems: string[] = []
  const visit = (node: unknown, where: string, top: boolean) => {
    if (Array.isArray(node)) {
      node.forEach((n, i) => visit(n, `${where}[${i}]`, top))
      return
    }
    if (node === null || typeof node !== 'object') return
    const record = node as Record<string, unknown>
    if (top && !('@graph' in record)) {
      const context = record['@context']
      if (context !== 'https://schema.org' && context !== 'https://schema.org/')
        problems.push(`${where}: @context is ${JSON.stringify(context)}, not https://schema.org`)
    }
    if ('@graph' in record) {
      visit(record['@graph'], `${where}.@graph`, false)
      return
    }
    const rawType = record['@type']
    const types = rawType === undefined ? [] : Array.isArray(rawType) ? rawType : [rawType]
    const keys = Object.keys(record).filter((k) => !k.startsWith('@'))
    if (types.length === 0) {
      // A bare reference ({ "@id": ... }) is fine; properties need a type to mean anything.
      if (keys.length > 0) problems.push(`${where}: node with properties but no @type`)
      return
    }
    const allowed = new Set<string>()
    for (const type of types) {
      const props = typeof type === 'string' ? vocabulary.propertiesOf(type) : undefined
      if (props === undefined) problems.push(`${where}: unknown type ${JSON.stringify(type)}`)
      else for (const p of props) allowed.add(p)
    }
    const label = `${where}(${types.join(',')})`
    for (const key of keys) {
      if (allowed.size > 0 && !allowed.has(key))
        problems.push(`${label}: property "${key}" is not defined for ${types.join(' or ')}`)
      visit(record[key], `${label}.${key}`, false)
    }
  }
  visit(data, '$', true)
  return problems
}
