import { Outlet } from '@tanstack/react-router'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { tablePaths } from '../../../machines/testing/oracle.ts'
import { payloadOf, replayOnTableView } from '../../../machines/testing/oracle-view.ts'
import { renderInRouter } from '../../../tests/model/render-in-router.tsx'
import { menuOracle } from '../../../tests/model/oracles/menu.oracle.ts'
import { expectSeen } from '../../../tests/model/seen-dom.ts'
import { SiteHeader } from './site-header.tsx'

/** The header inside a two-route router, so links and route changes are real. */
async function renderHeader() {
  const router = await renderInRouter(
    () => (
      <>
        <SiteHeader />
        <Outlet />
      </>
    ),
    { '/': <p>home</p>, '/suites': <p>suites</p> },
  )
  await screen.findByText('home')
  // The hamburger is an island: it appears once its chunk has loaded.
  await screen.findByLabelText('Open menu')
  return router
}

const paths = tablePaths(menuOracle)
const hamburger = () => screen.getByLabelText('Open menu')
/** The panel's own close button (the overlay, also "Close menu", comes first). */
const closeButton = () => screen.getAllByRole('button', { name: 'Close menu' }).at(-1)!

describe('site header: the menu table replayed on the view', () => {
  afterEach(() => {
    window.innerWidth = 1024
  })

  it.each(paths.map((p) => [p.title, p] as const))('%s', async (_, path) => {
    const user = userEvent.setup()
    let router: Awaited<ReturnType<typeof renderHeader>> | undefined
    let routeChanges = 0
    await replayOnTableView(menuOracle, path, {
      start: async () => {
        window.innerWidth = 375
        router = await renderHeader()
      },
      perform: async (event) => {
        if (event.type === 'TOGGLE') await user.click(hamburger())
        else if (event.type === 'CLOSE') await user.click(closeButton())
        else if (event.type === 'ESCAPE') await user.keyboard('{Escape}')
        else if (event.type === 'ROUTE_CHANGED') {
          routeChanges++
          await act(() => router?.navigate({ to: routeChanges % 2 ? '/suites' : '/' }))
        } else if (event.type === 'RESIZE') {
          window.innerWidth = payloadOf<number>(event, 'viewportWidth')
          act(() => void window.dispatchEvent(new Event('resize')))
        } else throw new Error(`The header cannot perform ${event.type}`)
      },
      wait: () => {
        throw new Error('The menu has no timers')
      },
      check: (seen, where) => waitFor(() => expectSeen(seen, where)),
    })
  })

  it('returns focus to the hamburger from nowhere too (Safari does not focus a clicked button)', async () => {
    await renderHeader()
    const user = userEvent.setup()
    await user.click(hamburger())
    await waitFor(() => expect(document.activeElement).toBe(closeButton()))
    closeButton().blur()
    expect(document.activeElement).toBe(document.body)
    fireEvent.click(closeButton())
    await waitFor(() => expect(document.activeElement).toBe(hamburger()))
  })

  it('leaves focus where the visitor put it outside the menu', async () => {
    await renderHeader()
    const user = userEvent.setup()
    await user.click(hamburger())
    await waitFor(() => expect(document.activeElement).toBe(closeButton()))
    const outside = document.body.appendChild(document.createElement('button'))
    outside.focus()
    fireEvent.click(closeButton())
    await waitFor(() => expectSeen([{ role: 'dialog', name: 'Menu', is: 'absent' }], 'closed'))
    expect(document.activeElement).toBe(outside)
    outside.remove()
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
