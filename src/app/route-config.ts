import { index, rootRoute, route } from '@tanstack/virtual-file-routes'
import { paths } from '../../content/routes.ts'

/**
 * The route tree, built from the typed route table: a route joins here, with its file in
 * src/routes/, when its page is built. The router plugin generates src/app/route-tree.gen.ts
 * from this list and keeps each file's `createFileRoute('<path>')` literal in sync.
 */
export const routes = rootRoute('root.tsx', [
  index('home.tsx'),
  route(paths.suites, 'suites.tsx'),
  route(paths.familySuite, 'suite-family.tsx'),
  route(paths.mountainSuite, 'suite-mountain.tsx'),
  route(paths.gardenSuite, 'suite-garden.tsx'),
  route(paths.oakSuite, 'suite-oak.tsx'),
  route(paths.coffeeSuite, 'suite-coffee.tsx'),
])
