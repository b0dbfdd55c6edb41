import { createRootRoute, Outlet } from '@tanstack/react-router'
import { generalStructuredData } from '../../content/structured-data/general.ts'
import { absoluteMediaUrl } from '../../content/structured-data/media-url.ts'
import { deploy } from '../../content/deploy.ts'
import { jsonLdText } from '../routes/page-head.ts'
import { PageCommitted } from '../components/layout/committed.tsx'
import { SiteLayout } from '../components/layout/site-layout.tsx'
import { NotFoundPage } from '../views/not-found/not-found-page.tsx'

/**
 * The root of the route tree: the site's layout around every page, the designed not-found page
 * (answered with HTTP 404), and the site-wide JSON-LD every page carries.
 */
export const rootRoute = createRootRoute({
  head: () => ({
    meta: [
      { title: 'Page not found | Trillium' },
      {
        name: 'description',
        content: 'This page could not be found at Trillium Resort & Spa, Chikmagalur.',
      },
    ],
    scripts: generalStructuredData(deploy.siteUrl, absoluteMediaUrl('home.hero')).map((entry) => ({
      type: 'application/ld+json' as const,
      children: jsonLdText(entry),
    })),
  }),
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
  // The not-found page is drawn in the root's own boundary, not the router's page boundary.
  notFoundComponent: () => (
    <PageCommitted>
      <NotFoundPage />
    </PageCommitted>
  ),
})
