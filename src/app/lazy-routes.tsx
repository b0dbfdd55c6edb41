import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { PageCommitted } from '../components/layout/committed.tsx'
import type { RouteModule } from '../routes/route-module.tsx'
import { rootRoute } from './root-route.tsx'

/**
 * Loads `src/routes/<name>.route.tsx`. Vite turns this import into one chunk per route module,
 * so a page's head, view and content load with that page and with no other.
 */
async function loadRouteModule(name: string): Promise<RouteModule> {
  const module = (await import(`../routes/${name}.route.tsx`)) as { default: RouteModule }
  return module.default
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route module of the route (`src/routes/<module>.route.tsx`), for the prerenderer. */
    module?: string
  }
}

/**
 * The route at `path`, whose head and view come from the route module `name`: the route itself
 * is a path and a name in the entry chunk; the module loads with the page (and, on the client,
 * before hydration, so the first render matches the prerendered markup).
 */
export function page<const Path extends string>(path: Path, name: string) {
  const load = () => loadRouteModule(name)
  const View = lazyRouteComponent(async () => ({ View: (await load()).View }), 'View')
  function RoutePage() {
    return (
      <PageCommitted>
        <View path={path} />
      </PageCommitted>
    )
  }
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { module: name },
    head: async () => (await load()).head(path),
    // The router preloads a route's component through `preload` before it renders it.
    component: Object.assign(RoutePage, { preload: () => View.preload?.() }),
  })
}

/** One route per path: each a route of its own, with its own literal path type. */
type FamilyRoutes<Path extends string> = (Path extends string
  ? ReturnType<typeof page<Path>>
  : never)[]

/** A family's routes: one per content entry's path, all served by the route module `name`. */
export function family<const Path extends string>(paths: readonly Path[], name: string) {
  return paths.map((path) => page(path, name)) as FamilyRoutes<Path>
}
