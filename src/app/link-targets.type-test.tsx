/**
 * Compile-time proof that `<Link to>` is checked against the route tree, families included. The
 * types step of `npm test` (tsc) fails if a path marked `@ts-expect-error` below stops being an
 * error (the directive is then unused) or if a real page's path stops being accepted. Nothing
 * imports this file; it never runs.
 */
import { Link } from '@tanstack/react-router'
import { articles } from '../../content/blog/index.ts'
import { experiences } from '../../content/experiences.ts'
import { offers } from '../../content/offers.ts'
import { packages } from '../../content/packages.ts'
import { policyDocuments } from '../../content/policies.ts'
import { suites } from '../../content/suites.ts'

export function LinkTargets() {
  return (
    <>
      <Link to="/coffeesuite">A suite, by its path</Link>
      <Link to="/bonfire-evenings-at-trillium">An experience</Link>
      <Link to="/offer3">An offer</Link>
      <Link to="/stay_longer">A package</Link>
      <Link to="/blog/articlepage/article1">An article</Link>
      <Link to="/privacy">A policy</Link>
      {suites.map((suite) => (
        <Link key={suite.path} to={suite.path}>
          Every suite entry
        </Link>
      ))}
      <Link to={experiences.hiking.path}>An experience entry</Link>
      <Link to={offers.earlyBird.path}>An offer entry</Link>
      <Link to={packages.romantic.path}>A package entry</Link>
      <Link to={articles[0].path}>An article entry</Link>
      <Link to={policyDocuments[2].path}>A policy entry</Link>
      {/* @ts-expect-error: no suite has this path */}
      <Link to="/nosuchsuite">A suite that does not exist</Link>
      {/* @ts-expect-error: no experience has this path */}
      <Link to="/paragliding">An experience that does not exist</Link>
      {/* @ts-expect-error: no article has this slug */}
      <Link to="/blog/articlepage/no-such-article">An article that does not exist</Link>
      {/* @ts-expect-error: articles have a route each, not one route with a parameter */}
      <Link to="/blog/articlepage/$id">The old parameterised route</Link>
    </>
  )
}
