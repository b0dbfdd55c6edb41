import { createMemoryHistory, RouterProvider, type AnyRoute } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import type { IsoDate } from '../../content/calendar.ts'
import { preloadLazyHydrated } from '../components/layout/lazy-hydrated.tsx'
import { setRenderDay } from '../components/offer-validity/render-day.ts'
import { collectHeadTags, renderHeadTags } from '../components/head/head-tags.ts'
import { createAppRouter } from './router.tsx'

export interface RenderedPage {
  /** The page markup that goes inside `<div id="root">`. */
  html: string
  /** The managed head tags: title, description, canonical, Open Graph, JSON-LD. */
  head: string
  /** 200, or 404 when no route (or no content behind a dynamic route) matched. */
  status: 200 | 404
  /** The route modules of the matches, for the prerenderer to preload their chunks and styles. */
  modules: string[]
}

/**
 * Renders one path of the site to HTML, as the prerenderer writes it to disk. `today` is the day
 * its offers are decided on (the build's day by default; the Node server passes the day it
 * serves the page, server/static/day-pages.ts). Renders that set it must not overlap: the day is
 * held for the whole render, across the router's loading.
 */
export async function render(url: string, today?: IsoDate): Promise<RenderedPage> {
  setRenderDay(today)
  try {
    const router = createAppRouter({
      history: createMemoryHistory({ initialEntries: [url] }),
      isServer: true,
    })
    await router.load()
    await preloadLazyHydrated()
    const html = renderToString(<RouterProvider router={router} />)
    const matches = router.state.matches
    const notFound = matches.some((m) => m.status === 'notFound' || m._notFound === true)
    return {
      html,
      head: renderHeadTags(collectHeadTags(matches)),
      status: notFound ? 404 : 200,
      modules: matches.flatMap((m) => m.staticData.module ?? []),
    }
  } finally {
    setRenderDay(undefined)
  }
}

export { createAppRouter }
/** What the rendered pages showed, for the build to make exactly those photograph files. */
export { recordedPictureUses } from '../../content/media/photos.ts'

/** Every path of the route tree (each family entry has a route of its own), sorted. */
export function prerenderPaths(): string[] {
  const router = createAppRouter({ isServer: true, history: createMemoryHistory() })
  const out: string[] = []
  for (const route of Object.values(router.routesById) as AnyRoute[]) {
    if (route.isRoot) continue
    const fullPath = route.fullPath as string
    if (fullPath.includes('$')) throw new Error(`${fullPath}: every route has a concrete path`)
    out.push(fullPath === '' ? '/' : fullPath)
  }
  return [...new Set(out)].sort()
}
