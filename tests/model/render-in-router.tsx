import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { caughtErrors } from '../setup/caught-errors.ts'

/**
 * Renders a component's chrome (a layout that holds an `<Outlet />`) inside a real router with
 * the given pages (path: what the page shows), opened at `at`, so the component's links, route
 * changes and focus moves are the router's own. Returns the router, to navigate with. An error
 * the router catches (a machine that failed while rendering) fails the test (tests/setup/dom.ts).
 */
export async function renderInRouter(
  chrome: () => ReactNode,
  pages: Readonly<Record<string, ReactNode>>,
  at = '/',
) {
  const rootRoute = createRootRoute({ component: chrome })
  const router = createRouter({
    routeTree: rootRoute.addChildren(
      Object.entries(pages).map(([path, content]) =>
        createRoute({ getParentRoute: () => rootRoute, path, component: () => content }),
      ),
    ),
    history: createMemoryHistory({ initialEntries: [at] }),
    defaultErrorComponent: ({ error }) => {
      caughtErrors.push(error)
      return <p role="alert">The page failed: {String(error)}</p>
    },
  })
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router} />)
    await Promise.resolve()
  })
  return router
}
