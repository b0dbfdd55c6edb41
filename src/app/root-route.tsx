import { createRootRoute, Outlet } from '@tanstack/react-router'
import { generalStructuredData } from '../../content/structured-data/general.ts'
import { absoluteMediaUrl } from '../../content/structured-data/media-url.ts'
import { jsonLdText } from '../routes/page-head.ts'
import { deploy } from '../../content/deploy.ts'
import { SiteLayout } from '../components/layout/site-layout.tsx'
import { NotFoundPage } from '../views/not-found/not-found-page.tsx'

export const Route = createRootRoute({
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
  notFoundComponent: NotFoundPage,
})
