import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './route-tree.ts'

/**
 * Whether the router places the window after a render: never after the first, which is the
 * prerendered page hydrating (the visitor may have scrolled while the scripts came, and a page
 * opened at `#anchor` was placed there by the browser), and after every navigation since: a
 * link goes to the top of its page or to its anchor, back and forward go where the visitor
 * left that page (the router keeps the positions in sessionStorage).
 */
function afterHydration(): () => boolean {
  let hydrated = false
  return () => {
    if (hydrated) return true
    hydrated = true
    return false
  }
}

/**
 * Builds the router for one render: the browser's history on the client, a memory history
 * for each prerendered path on the server. Scroll restoration is the router's on the client
 * only: on the server it would render an inline script (the CSP allows none).
 */
export function createAppRouter(options: { history?: RouterHistory; isServer?: boolean } = {}) {
  return createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    ...(options.isServer ? { isServer: true } : {}),
    defaultPreload: 'intent',
    defaultPreloadDelay: 50,
    scrollRestoration: options.isServer ? false : afterHydration(),
    scrollRestorationBehavior: 'instant',
    trailingSlash: 'never',
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
