import { describe, expect, it } from 'vitest'
import { familyKitModules, routeKitModules, type ModuleGraph } from './route-kit.ts'

/** A module graph from a table of `id: [imports]`, with sizes (default 100). */
function graph(
  imports: Record<string, string[]>,
  sizes: Record<string, number> = {},
  entries = ['/p/index.html'],
): ModuleGraph {
  return {
    ids: Object.keys(imports),
    isEntry: (id) => entries.includes(id),
    imports: (id) => imports[id] ?? [],
    size: (id) => sizes[id] ?? 100,
  }
}

const pageKit = /src\/components\/section\//
const r = (name: string) => `/p/src/routes/${name}.route.tsx`

describe('the route kit', () => {
  const base = {
    '/p/index.html': ['/p/src/main.tsx'],
    '/p/src/main.tsx': ['/p/src/app.tsx', '/p/node_modules/react/index.js'],
    '/p/src/app.tsx': [],
    '/p/node_modules/react/index.js': [],
    [r('home')]: ['/p/src/components/section/section.tsx', '/p/content/home.ts'],
    '/p/src/components/section/section.tsx': ['/p/content/shared-by-kit.ts'],
    '/p/content/shared-by-kit.ts': [],
    '/p/content/home.ts': [],
  }

  it('takes the small modules two inner routes share, not one route’s own', () => {
    const kit = routeKitModules(
      graph({
        ...base,
        [r('offer')]: ['/p/src/components/card/card.tsx', '/p/src/views/offer.tsx'],
        [r('package')]: ['/p/src/components/card/card.tsx'],
        '/p/src/components/card/card.tsx': ['/p/src/components/card/card.module.css'],
        '/p/src/components/card/card.module.css': [],
        '/p/src/views/offer.tsx': [],
      }),
      pageKit,
      1000,
    )
    expect([...kit].sort()).toEqual([
      '/p/src/components/card/card.module.css',
      '/p/src/components/card/card.tsx',
    ])
  })

  it('leaves a module only one family’s routes share to that family’s kit', () => {
    const modules = graph({
      ...base,
      [r('brochure')]: ['/p/content/documents.ts', '/p/src/components/card/card.tsx'],
      [r('tariff')]: ['/p/content/documents.ts'],
      [r('offer')]: ['/p/src/components/card/card.tsx'],
      '/p/content/documents.ts': [],
      '/p/src/components/card/card.tsx': [],
    })
    const families = [['brochure', 'tariff', 'landing']]
    const kit = routeKitModules(modules, pageKit, 1000, families)
    expect([...kit]).toEqual(['/p/src/components/card/card.tsx'])
    expect([...familyKitModules(modules, pageKit, kit, families[0]!)]).toEqual([
      '/p/content/documents.ts',
    ])
    // Without the families, the route kit takes it.
    expect([...routeKitModules(modules, pageKit, 1000)].sort()).toEqual([
      '/p/content/documents.ts',
      '/p/src/components/card/card.tsx',
    ])
  })

  it('leaves out what the entry, Home or the page kit reach, and other packages’ code', () => {
    const kit = routeKitModules(
      graph({
        ...base,
        [r('a')]: [
          '/p/src/app.tsx',
          '/p/content/home.ts',
          '/p/content/shared-by-kit.ts',
          '/p/node_modules/lib/index.js',
        ],
        [r('b')]: [
          '/p/src/app.tsx',
          '/p/content/home.ts',
          '/p/content/shared-by-kit.ts',
          '/p/node_modules/lib/index.js',
        ],
        '/p/node_modules/lib/index.js': [],
      }),
      pageKit,
      1000,
    )
    expect([...kit]).toEqual([])
  })

  it('leaves out a module over the size limit, and every module that imports it', () => {
    const kit = routeKitModules(
      graph(
        {
          ...base,
          [r('a')]: ['/p/src/views/list.tsx', '/p/src/components/faq.tsx'],
          [r('b')]: ['/p/src/views/list.tsx', '/p/src/components/faq.tsx'],
          '/p/src/views/list.tsx': ['/p/src/views/row.tsx'],
          '/p/src/views/row.tsx': ['/p/content/table.ts'],
          '/p/content/table.ts': [],
          '/p/src/components/faq.tsx': ['/p/src/app.tsx'],
        },
        { '/p/content/table.ts': 5000 },
      ),
      pageKit,
      1000,
    )
    // list imports row imports the large table: loading either with the kit would bring the
    // table's chunk onto every inner page, so neither is taken; faq only imports the entry's.
    expect([...kit]).toEqual(['/p/src/components/faq.tsx'])
  })

  it('does not follow dynamic imports: an island’s code stays lazy', () => {
    const imports = {
      ...base,
      [r('a')]: ['/p/src/components/form-island.tsx'],
      [r('b')]: ['/p/src/components/form-island.tsx'],
      '/p/src/components/form-island.tsx': [],
      // Imported only by a dynamic import of the island (not listed as a static import).
      '/p/src/components/form.tsx': [],
    }
    expect([...routeKitModules(graph(imports), pageKit, 1000)]).toEqual([
      '/p/src/components/form-island.tsx',
    ])
  })
})

describe('a family’s kit', () => {
  it('takes what two of its routes share and no other route reaches, of any size', () => {
    const imports = {
      '/p/index.html': [],
      [r('home')]: [],
      [r('offer')]: ['/p/content/offers.ts', '/p/src/components/card.tsx'],
      [r('package')]: [
        '/p/content/offers.ts',
        '/p/content/packages.ts',
        '/p/src/components/card.tsx',
      ],
      [r('packages')]: ['/p/content/packages.ts'],
      [r('suite')]: ['/p/src/components/card.tsx', '/p/content/suites.ts'],
      '/p/content/offers.ts': [],
      '/p/content/packages.ts': ['/p/content/suites.ts'],
      '/p/content/suites.ts': [],
      '/p/src/components/card.tsx': [],
    }
    const large = 50_000
    const g = graph(imports, {
      '/p/content/offers.ts': large,
      '/p/content/packages.ts': large,
      '/p/content/suites.ts': large,
    })
    const routeKit = routeKitModules(g, pageKit, 1000)
    expect([...routeKit]).toEqual(['/p/src/components/card.tsx'])
    const family = familyKitModules(g, pageKit, routeKit, ['offer', 'package', 'packages'])
    // packages.ts imports the suites' table, which a route outside the family reaches: it stays
    // out, so the family's pages do not load the suites' table with the kit.
    expect([...family]).toEqual(['/p/content/offers.ts'])
  })
})
