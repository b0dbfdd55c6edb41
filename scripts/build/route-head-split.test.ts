import { describe, expect, it } from 'vitest'
import { headModule, splitRouteFile } from './route-head-split.ts'

const file = '/site/src/routes/offer-festive.tsx'
const source = `import { createFileRoute, notFound } from '@tanstack/react-router'
import { offers, findOffer } from '../../content/offers.ts'
import { paths } from '../../content/routes.ts'
import { pageHead } from '../app/head.ts'
import { OfferPage } from '../views/offers/offer-page.tsx'
import '../styles/extra.css'

const offer = offers.festive
const crumbs = [{ name: 'Offers', path: paths.offers }]

export const Route = createFileRoute('/offer3')({
  staticData: { prerenderPaths: Object.keys(offers).map((id) => '/offer/' + id) },
  loader: ({ params }) => {
    if (findOffer(params.id) === undefined) throw notFound()
  },
  head: () =>
    pageHead({ path: offer.path, title: offer.seo.title, breadcrumbs: crumbs }),
  component: function OfferFestivePage() {
    return <OfferPage id="festive" offer={paths.offers} />
  },
})
`

describe('moving a route head out of the route file (client build)', () => {
  const route = splitRouteFile(file, source) ?? ''

  it('replaces the head with a lazy import of the head module', () => {
    expect(route).toContain(
      `head: (ctx) => import("${file}?route-head").then((m) => m.default(ctx))`,
    )
    expect(route).not.toContain('pageHead')
  })

  it('drops the imports and declarations only the head used, keeps the rest', () => {
    expect(route).not.toMatch(/const offer =|const crumbs =|app\/head\.ts/)
    // `offers` was used by prerenderPaths only; `findOffer` and `paths` are still used.
    expect(route).toContain('import { findOffer } from "../../content/offers.ts"')
    expect(route).toContain('import { paths } from "../../content/routes.ts"')
    expect(route).toContain("import '../styles/extra.css'")
    expect(route).toContain('OfferPage')
  })

  it('empties prerenderPaths, which only the prerenderer reads', () => {
    expect(route).toContain('staticData: { prerenderPaths: [] }')
  })

  it('builds the head module from the head and what it needs, with absolute imports', () => {
    const head = headModule(file, source)
    expect(head).toContain('import { offers } from "/site/content/offers.ts"')
    expect(head).toContain('import { paths } from "/site/content/routes.ts"')
    expect(head).toContain('import { pageHead } from "/site/src/app/head.ts"')
    expect(head).toContain('const offer = offers.festive')
    expect(head).toContain('const crumbs = [')
    expect(head).toMatch(/export default \(\(\) =>\s+pageHead\(/)
    expect(head).not.toMatch(/OfferPage|createFileRoute|extra\.css|findOffer/)
  })

  it('leaves a file without a head alone', () => {
    expect(splitRouteFile(file, source.replace(/ {2}head: \(\) =>\n.*\n/, ''))).toBeUndefined()
  })
})
