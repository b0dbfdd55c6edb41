import type { Plugin } from 'vite'

/*
 * Why: every module that two or more routes share, and that the entry and Home do not load,
 * became a chunk of its own for its particular set of routes: a card, a content entity, the
 * offer calendar, each a few hundred bytes. An offer page fetched eleven modules. Under a
 * phone's latency (Lighthouse's applied throttling: 562 ms a request, six HTTP/1.1
 * connections), each request past the sixth waits a round trip, while a kilobyte costs 5 ms.
 * So these small shared modules go into one chunk, `route-kit`, that inner pages load in the
 * same round as the entry: a few kilobytes a page may not use, for fewer round trips.
 *
 * The kit takes a module when
 * - two or more route modules (`src/routes/*.route.tsx`) other than Home's reach it through
 *   static imports (what a page's first render needs; a module of one route stays in that
 *   route's chunk, and islands' code, reached only through dynamic imports, stays lazy);
 * - neither the entry, Home's route nor the page kit (`keepOut`) reaches it, so Home and the
 *   entry never load the kit (Home's budget is the tightest);
 * - it is the project's own code and at most `maxBytes` long once transformed (a family's
 *   content table stays with its family);
 * - everything it imports is in the kit or already loaded by every page (the entry and the page
 *   kit), so loading the kit never pulls another chunk onto a page that did not need it.
 */

const routeModule = /[\\/]src[\\/]routes[\\/][^\\/]+\.route\.tsx$/
const homeRoute = /[\\/]src[\\/]routes[\\/]home\.route\.tsx$/
const ownCode = /[\\/](src|content|machines)[\\/]/

/** `offer` for `.../src/routes/offer.route.tsx`. */
const routeName = (id: string) => /([^\\/]+)\.route\.tsx$/.exec(id)?.[1] ?? ''

export interface ModuleGraph {
  ids: Iterable<string>
  isEntry: (id: string) => boolean
  imports: (id: string) => readonly string[]
  /** The transformed code's length. */
  size: (id: string) => number
}

function reach(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>()
  const stack = [from]
  while (stack.length > 0) {
    const id = stack.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    stack.push(...graph.imports(id))
  }
  return seen
}

/** The modules every page loads anyway: what the entry, Home's route and `keepOut` reach. */
function loadedEverywhere(graph: ModuleGraph, keepOut: RegExp): Set<string> {
  const everyPage = new Set<string>()
  for (const id of graph.ids)
    if (graph.isEntry(id) || homeRoute.test(id) || keepOut.test(id))
      for (const r of reach(graph, id)) everyPage.add(r)
  return everyPage
}

/**
 * The modules a kit takes from what two or more of `routes` reach: not `loaded` already, not
 * `reachedElsewhere` (if given), the project's own code, at most `maxBytes`, and with everything
 * they import in the kit or `loaded`.
 */
function kitOf(
  graph: ModuleGraph,
  routes: readonly string[],
  loaded: ReadonlySet<string>,
  maxBytes: number,
  reachedElsewhere?: ReadonlySet<string>,
): Set<string> {
  const uses = new Map<string, number>()
  for (const route of routes)
    for (const id of reach(graph, route)) uses.set(id, (uses.get(id) ?? 0) + 1)
  const kit = new Set<string>()
  for (const [id, count] of uses)
    if (
      count >= 2 &&
      !loaded.has(id) &&
      !reachedElsewhere?.has(id) &&
      !routeModule.test(id) &&
      ownCode.test(id) &&
      graph.size(id) <= maxBytes
    )
      kit.add(id)
  // Drop a module whose imports would bring another chunk with the kit, until none does.
  for (let changed = true; changed;) {
    changed = false
    for (const id of kit)
      if (graph.imports(id).some((dep) => !kit.has(dep) && !loaded.has(dep))) {
        kit.delete(id)
        changed = true
      }
  }
  return kit
}

const innerRoutes = (graph: ModuleGraph) =>
  [...graph.ids].filter((id) => routeModule.test(id) && !homeRoute.test(id))

/** The modules that only the routes of one family reach: that family's kit takes them. */
function familyOnly(
  graph: ModuleGraph,
  routes: readonly string[],
  families: readonly (readonly string[])[],
): Set<string> {
  const reachedBy = new Map<string, Set<string>>()
  for (const route of routes)
    for (const id of reach(graph, route)) {
      const names = reachedBy.get(id) ?? new Set<string>()
      names.add(routeName(route))
      reachedBy.set(id, names)
    }
  const only = new Set<string>()
  for (const [id, names] of reachedBy)
    if (families.some((family) => [...names].every((name) => family.includes(name)))) only.add(id)
  return only
}

/**
 * The modules the route kit takes, by the rules above, leaving a module only one family's
 * routes reach to that family's kit (`families`): in the route kit, a module the guide's
 * brochure and tariff pages share made the landing page load the route kit too.
 */
export function routeKitModules(
  graph: ModuleGraph,
  keepOut: RegExp,
  maxBytes: number,
  families: readonly (readonly string[])[] = [],
): Set<string> {
  const routes = innerRoutes(graph)
  return kitOf(
    graph,
    routes,
    loadedEverywhere(graph, keepOut),
    maxBytes,
    familyOnly(graph, routes, families),
  )
}

/**
 * A family's kit: the modules two or more of its routes (route files named `<name>.route.tsx`)
 * reach and no other route does, of any size, that neither every page nor the route kit has.
 * A family whose pages share a large content table (the offers and packages) then loads it with
 * its helpers as one chunk instead of six, and no other page loads it.
 */
export function familyKitModules(
  graph: ModuleGraph,
  keepOut: RegExp,
  routeKit: ReadonlySet<string>,
  family: readonly string[],
): Set<string> {
  const inFamily = (id: string) => family.includes(routeName(id))
  const routes = innerRoutes(graph)
  const elsewhere = new Set<string>()
  for (const route of routes.filter((id) => !inFamily(id)))
    for (const id of reach(graph, route)) elsewhere.add(id)
  const loaded = new Set([...loadedEverywhere(graph, keepOut), ...routeKit])
  return kitOf(graph, routes.filter(inFamily), loaded, Number.POSITIVE_INFINITY, elsewhere)
}

/**
 * The plugin reads the module graph once it is complete (buildEnd, before chunking), and `test`
 * answers each code-splitting group's question from it: `route-kit`, and one kit per family.
 * `keepOut`: the modules of the chunk every page loads besides the entry (they are not a kit's,
 * and nor is what they reach).
 */
export function routeKits(
  keepOut: RegExp,
  families: Readonly<Record<string, readonly string[]>>,
  maxBytes = 2500,
): { plugin: Plugin; test: (kit: string) => (id: string) => boolean } {
  let kitOfModule = new Map<string, string>()
  const plugin: Plugin = {
    name: 'trillium:route-kit',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    buildEnd() {
      const graph: ModuleGraph = {
        ids: [...this.getModuleIds()],
        isEntry: (id) => this.getModuleInfo(id)?.isEntry ?? false,
        imports: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        size: (id) => this.getModuleInfo(id)?.code?.length ?? 0,
      }
      const routeKit = routeKitModules(graph, keepOut, maxBytes, Object.values(families))
      kitOfModule = new Map([...routeKit].map((id) => [id, 'route-kit']))
      for (const [name, family] of Object.entries(families))
        for (const id of familyKitModules(graph, keepOut, routeKit, family))
          kitOfModule.set(id, name)
    },
  }
  return { plugin, test: (kit) => (id) => kitOfModule.get(id) === kit }
}
