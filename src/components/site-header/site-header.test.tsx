import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { menuMachine } from '../../../machines/menu/menu.machine.ts'
import { generatePaths, replayOnView } from '../../../machines/testing/paths.ts'
import { SiteHeader } from './site-header.tsx'

/** The header inside a two-route router, so links and route changes are real. */
async function renderHeader() {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <SiteHeader />
        <Outlet />
      </>
    ),
  })
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <p>home</p>,
  })
  const suites = createRoute({
    getParentRoute: () => rootRoute,
    path: '/suites',
    component: () => <p>suites</p>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, suites]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  render(<RouterProvider router={router} />)
  await screen.findByText('home')
  // The hamburger is an island: it appears once its chunk has loaded.
  await screen.findByLabelText('Open menu')
  return router
}

const paths = generatePaths(menuMachine)

describe('site header: the menu machine paths replayed on the view', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const router = await renderHeader()
    const user = userEvent.setup()
    // the hamburger is the <summary> of the menu's <details> (jsdom does not hide a closed one)
    const hamburger = () => screen.getByLabelText('Open menu')
    const details = () => hamburger().closest('details')!
    const dialog = () => (details().open ? screen.getByRole('dialog', { name: 'Menu' }) : null)
    let routeChanges = 0
    await replayOnView(path, {
      events: {
        OPEN: () => user.click(hamburger()),
        // The hamburger is the toggle while closed; once open, the panel's close button is.
        TOGGLE: () =>
          dialog()
            ? user.click(screen.getAllByRole('button', { name: 'Close menu' }).at(-1)!)
            : user.click(hamburger()),
        CLOSE: () => user.click(screen.getAllByRole('button', { name: 'Close menu' }).at(-1)!),
        ESCAPE: () => user.keyboard('{Escape}'),
        ROUTE_CHANGED: async () => {
          routeChanges++
          await act(() => router.navigate({ to: routeChanges % 2 ? '/suites' : '/' }))
        },
      },
      check: async (snapshot) => {
        if (snapshot.matches('open')) {
          await waitFor(() => expect(dialog()).not.toBeNull())
          expect(dialog()?.getAttribute('aria-modal')).toBe('true')
          await waitFor(() =>
            expect(document.activeElement).toBe(
              screen.getAllByRole('button', { name: 'Close menu' }).at(-1),
            ),
          )
        } else {
          await waitFor(() => expect(dialog()).toBeNull())
        }
      },
    })
  })

  it('returns focus to the hamburger when the menu closes', async () => {
    await renderHeader()
    const user = userEvent.setup()
    await user.click(screen.getByLabelText('Open menu'))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Open menu')))
  })

  it('is a <details> whose summary opens it without scripts, with Book Now inside', async () => {
    await renderHeader()
    const details = screen.getByLabelText('Open menu').closest('details')
    expect(details?.querySelector(':scope > summary')).toBe(screen.getByLabelText('Open menu'))
    const panel = details?.querySelector('#site-menu')
    expect(panel?.querySelector('a[data-book-now]')?.textContent).toBe('Book Now')
    expect(panel?.querySelector('nav a[href="/suites"]')).not.toBeNull()
  })
})
