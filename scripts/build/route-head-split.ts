import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseSync, transformWithOxc, type Plugin } from 'vite'

/*
 * Why: TanStack Router splits a route's component into its own chunk, but not its `head()`,
 * which stays in the route file and so in the entry chunk with everything it imports (page
 * content, SEO text, JSON-LD builders, the media catalogue). With one route file per page that
 * grows the first-load JavaScript of every page with every other page's content. In the
 * browser a route's head is only needed after the route's chunk has loaded anyway (on
 * hydration and on client navigation, where the router awaits it), so this plugin moves it out:
 * in the client build, `head: <expression>` in a route file becomes
 * `head: (ctx) => import('<route>?route-head').then((m) => m.default(ctx))`, and the head
 * expression lives in its own chunk with only the imports and module-level declarations it
 * uses. The server-render build and the dev server keep the route files as written.
 */

const query = '?route-head'

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/**
 * The identifier names a node refers to (a superset of its free variables, enough here):
 * identifiers and JSX element names, but not property keys, non-computed member names or JSX
 * attribute names, which name no binding. `skip` leaves out subtrees.
 */
function namesIn(node: unknown, into = new Set<string>(), skip: readonly Node[] = []): Set<string> {
  const walk = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const v of value) walk(v)
      return
    }
    if (!isNode(value) || skip.includes(value)) return
    if (
      (value.type === 'Identifier' || value.type === 'JSXIdentifier') &&
      typeof value['name'] === 'string'
    )
      into.add(value['name'])
    for (const [key, child] of Object.entries(value)) {
      if (typeof child !== 'object' || key === 'type') continue
      if (key === 'key' && value.type === 'Property' && value['computed'] !== true) continue
      if (key === 'property' && value.type === 'MemberExpression' && value['computed'] !== true)
        continue
      if (key === 'name' && value.type === 'JSXAttribute') continue
      walk(child)
    }
  }
  walk(node)
  return into
}

/** Names a top-level statement declares. */
function declaredNames(statement: Node): string[] {
  const target = statement.type === 'ExportNamedDeclaration' ? statement['declaration'] : statement
  if (!isNode(target)) return []
  if (target.type === 'VariableDeclaration')
    return (target['declarations'] as Node[]).flatMap((d) => [...namesIn(d['id'])])
  if (target.type === 'FunctionDeclaration' || target.type === 'ClassDeclaration') {
    const id = target['id']
    return isNode(id) && typeof id['name'] === 'string' ? [id['name']] : []
  }
  return []
}

interface RouteHead {
  program: Node[]
  routeStatement: Node
  headProperty: Node
  headValue: Node
  /** `staticData.prerenderPaths`: read by the prerenderer only, so dropped from the client. */
  prerenderPaths: Node | undefined
}

const propertyNamed = (object: Node, name: string): Node | undefined =>
  (object['properties'] as Node[]).find((p) => {
    const key = p['key']
    return (
      p.type === 'Property' &&
      p['method'] !== true &&
      p['computed'] !== true &&
      isNode(key) &&
      key['name'] === name
    )
  })

/** Finds `export const Route = createFileRoute(...)({ ..., head: <expr>, ... })` in a route file. */
function findHead(file: string, code: string): RouteHead | undefined {
  const { program, errors } = parseSync(file, code)
  if (errors.length > 0) return undefined
  const body = program.body as unknown as Node[]
  for (const statement of body) {
    if (statement.type !== 'ExportNamedDeclaration') continue
    const declaration = statement['declaration']
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue
    for (const declarator of declaration['declarations'] as Node[]) {
      const init = declarator['init']
      if (!isNode(init) || init.type !== 'CallExpression') continue
      const callee = init['callee']
      const options = (init['arguments'] as Node[])[0]
      if (
        !isNode(callee) ||
        callee.type !== 'CallExpression' ||
        options?.type !== 'ObjectExpression'
      )
        continue
      const headProperty = propertyNamed(options, 'head')
      const headValue = headProperty?.['value']
      if (!headProperty || !isNode(headValue)) continue
      const staticData = propertyNamed(options, 'staticData')?.['value']
      const paths =
        isNode(staticData) && staticData.type === 'ObjectExpression'
          ? propertyNamed(staticData, 'prerenderPaths')?.['value']
          : undefined
      return {
        program: body,
        routeStatement: statement,
        headProperty,
        headValue,
        prerenderPaths: isNode(paths) ? paths : undefined,
      }
    }
  }
  return undefined
}

/**
 * The top-level declarations (reached transitively) and import specifiers (by local name)
 * that code naming `roots` needs, leaving out the statement `skip`.
 */
function prune(program: readonly Node[], skip: Node, roots: Set<string>) {
  const needed = new Set(roots)
  const declarations = program.filter((s) => s !== skip && s.type !== 'ImportDeclaration')
  const kept = new Set<Node>()
  let changed = true
  while (changed) {
    changed = false
    for (const statement of declarations) {
      if (kept.has(statement)) continue
      if (declaredNames(statement).some((n) => needed.has(n))) {
        kept.add(statement)
        for (const n of namesIn(statement)) needed.add(n)
        changed = true
      }
    }
  }
  const imports = program
    .filter((s) => s.type === 'ImportDeclaration')
    .map((statement) => {
      const specifiers = statement['specifiers'] as Node[]
      const used = specifiers.filter((s) => needed.has(String((s['local'] as Node)['name'])))
      return { statement, specifiers, used, source: String((statement['source'] as Node)['value']) }
    })
  return { kept, imports }
}

function importText(
  code: string,
  entry: { statement: Node; specifiers: Node[]; used: Node[]; source: string },
  from: string,
): string {
  const source = JSON.stringify(from)
  if (entry.used.length === entry.specifiers.length)
    return `${code.slice(entry.statement.start, (entry.statement['source'] as Node).start)}${source}`
  const parts: string[] = []
  const named: string[] = []
  for (const s of entry.used) {
    if (s.type === 'ImportDefaultSpecifier') parts.push(code.slice(s.start, s.end))
    else if (s.type === 'ImportNamespaceSpecifier') parts.push(code.slice(s.start, s.end))
    else named.push(code.slice(s.start, s.end))
  }
  if (named.length > 0) parts.push(`{ ${named.join(', ')} }`)
  const typeOnly = entry.statement['importKind'] === 'type' ? 'type ' : ''
  return `import ${typeOnly}${parts.join(', ')} from ${source}`
}

/** The route file with its head replaced by a lazy import and head-only code removed. */
export function splitRouteFile(file: string, code: string): string | undefined {
  const found = findHead(file, code)
  if (!found) return undefined
  const { program, routeStatement, headProperty, prerenderPaths } = found
  const lazy = `head: (ctx) => import(${JSON.stringify(`${file}${query}`)}).then((m) => m.default(ctx))`
  const edits = [{ node: headProperty, text: lazy }]
  if (prerenderPaths) edits.push({ node: prerenderPaths, text: '[]' })
  edits.sort((a, b) => b.node.start - a.node.start)
  let routeCode = code.slice(routeStatement.start, routeStatement.end)
  for (const { node, text } of edits)
    routeCode =
      routeCode.slice(0, node.start - routeStatement.start) +
      text +
      routeCode.slice(node.end - routeStatement.start)
  // Module-level bindings the rest of the route still names stay; the head's own go.
  const rest = namesIn(
    routeStatement,
    new Set(),
    edits.map((e) => e.node),
  )
  const { kept, imports } = prune(program, routeStatement, rest)
  const out: string[] = []
  for (const entry of imports) {
    if (entry.specifiers.length === 0)
      out.push(code.slice(entry.statement.start, entry.statement.end))
    else if (entry.used.length > 0) out.push(importText(code, entry, entry.source))
  }
  for (const statement of program)
    if (statement === routeStatement) out.push(routeCode)
    else if (kept.has(statement)) out.push(code.slice(statement.start, statement.end))
  return `${out.join('\n')}\n`
}

/** The head module of a route file: its head expression as the default export, with what it uses. */
export function headModule(file: string, code: string): string {
  const found = findHead(file, code)
  if (!found) throw new Error(`${file}: no head to split`)
  const { program, routeStatement, headValue } = found
  const { kept, imports } = prune(program, routeStatement, namesIn(headValue))
  const out: string[] = []
  for (const entry of imports) {
    if (entry.used.length === 0) continue
    const from = entry.source.startsWith('.') ? resolve(dirname(file), entry.source) : entry.source
    out.push(importText(code, entry, from))
  }
  for (const statement of program)
    if (kept.has(statement)) out.push(code.slice(statement.start, statement.end))
  out.push(`export default (${code.slice(headValue.start, headValue.end)})`)
  return `${out.join('\n')}\n`
}

/**
 * Vite plugin (client build only): moves each route file's `head()` and what only it uses into
 * a lazily imported chunk. `routesDir` is the absolute folder of the route files; the root
 * route is left alone (its head is needed on every page).
 */
export function routeHeadSplit(routesDir: string, rootFile = 'root.tsx'): Plugin {
  const inRoutes = (id: string) =>
    id.startsWith(`${routesDir}/`) && /\.tsx?$/.test(id) && !id.endsWith(`/${rootFile}`)
  return {
    name: 'trillium:route-head-split',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(id) {
      return id.endsWith(query) && inRoutes(id.slice(0, -query.length)) ? id : undefined
    },
    async load(id) {
      if (!id.endsWith(query)) return undefined
      const file = id.slice(0, -query.length)
      if (!inRoutes(file)) return undefined
      const source = headModule(file, readFileSync(file, 'utf8'))
      const result = await transformWithOxc(source, `${file}.head.tsx`, { lang: 'tsx' })
      return { code: result.code, map: null }
    },
    transform(code, id) {
      if (id.includes('?') || !inRoutes(id)) return undefined
      const split = splitRouteFile(id, code)
      return split === undefined ? undefined : { code: split, map: null }
    },
  }
}
