import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './route-tree.ts'

/**
 * Builds the router for one render: the browser's history on the client, a memory history
 * for each prerendered path on the server. Scroll restoration is off (it injects an inline
 * script); the layout scrolls to the top on every route change instead.
 */
export function createAppRouter(options: { history?: RouterHistory; isServer?: boolean } = {}) {
  return createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    ...(options.isServer ? { isServer: true } : {}),
    defaultPreload: 'intent',
    defaultPreloadDelay: 50,
    scrollRestoration: false,
    trailingSlash: 'never',
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
