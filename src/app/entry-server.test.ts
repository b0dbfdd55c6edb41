import { describe, expect, it } from 'vitest'
import { articles } from '../../content/blog/index.ts'
import { experiences } from '../../content/experiences.ts'
import { offers } from '../../content/offers.ts'
import { packages } from '../../content/packages.ts'
import { policyDocuments } from '../../content/policies.ts'
import { suites } from '../../content/suites.ts'
import { prerenderPaths, render } from './entry-server.tsx'

const families = {
  suite: suites.map((s) => s.path),
  experience: Object.values(experiences).map((e) => e.path),
  offer: Object.values(offers).map((o) => o.path),
  package: Object.values(packages).map((p) => p.path),
  article: articles.map((a) => a.path),
  policy: policyDocuments.map((d) => d.path),
}

describe('route families', () => {
  it('give every content entry a route of its own, prerendered', () => {
    const prerendered = new Set(prerenderPaths())
    for (const [family, paths] of Object.entries(families))
      for (const path of paths) expect(prerendered.has(path), `${family} ${path}`).toBe(true)
  })

  it.each(Object.values(families).map((paths) => paths[0] ?? ''))(
    '%s renders its entry with its own head and route module',
    async (path) => {
      const page = await render(path)
      expect(page.status).toBe(200)
      expect(page.head).toContain(`rel="canonical" href="http://localhost:3000${path}"`)
      expect(page.html).toMatch(/<h1[^>]*>/)
      expect(page.modules).toHaveLength(1)
    },
  )

  it.each([
    '/blog/articlepage/no-such-article',
    '/blog/articlepage/__proto__',
    '/nosuchsuite',
    '/offer9',
    '/coffeesuite/more',
  ])('an unknown entry, %s, is the designed not-found page with status 404', async (path) => {
    const page = await render(path)
    expect(page.status).toBe(404)
    expect(page.html).toContain('This path is lost in the mist')
    expect(page.head).not.toContain('rel="canonical"')
  })
})
