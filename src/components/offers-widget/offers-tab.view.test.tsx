import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { OffersTab } from './offers-tab.tsx'

const initialWidth = window.innerWidth
afterEach(() => {
  window.innerWidth = initialWidth
})
// The widget's module is ready, so the tab's import of it settles in a few microtasks, and
// React draws the widget in a task after that: the window a visitor's click can fall into.
beforeAll(() => import('./offers-widget.tsx'))

const microtasks = async (n: number) => {
  for (let i = 0; i < n; i++) await Promise.resolve()
}

it('a click on the tab after the widget’s code came, before the widget drew, opens it once', async () => {
  window.innerWidth = 1280
  render(<OffersTab />)
  const tab = screen.getByRole('button', { name: 'Limited offers' })
  fireEvent.pointerOver(tab)
  await microtasks(20)
  // still the tab drawn without the machine: the widget has not taken its place yet
  expect(screen.getByRole('button', { name: 'Limited offers' })).toBe(tab)
  fireEvent.click(tab)
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next offer' })).toBeTruthy())
  expect(screen.getByRole('button', { name: 'Limited offers' }).getAttribute('aria-expanded')).toBe(
    'true',
  )
})

it('focus on the tab when the widget takes its place stays on the widget’s tab', async () => {
  window.innerWidth = 1280
  render(<OffersTab />)
  const tab = screen.getByRole('button', { name: 'Limited offers' })
  tab.focus()
  await waitFor(() => expect(screen.getByRole('button', { name: 'Limited offers' })).not.toBe(tab))
  const widgetTab = screen.getByRole('button', { name: 'Limited offers' })
  await waitFor(() => expect(document.activeElement).toBe(widgetTab))
  expect(widgetTab.getAttribute('aria-expanded')).toBe('false')
})

it('focus never rests on the page while the widget takes the tab’s place: it moves in the same task', async () => {
  window.innerWidth = 1280
  render(<OffersTab />)
  const tab = screen.getByRole('button', { name: 'Limited offers' })
  // where focus is each time the page changes (a mutation observer runs right after React's
  // commit, before anything a later task does)
  const seen: string[] = []
  const observer = new MutationObserver(() => {
    seen.push(document.activeElement === document.body ? 'the page' : 'a control')
  })
  observer.observe(document.body, { childList: true, subtree: true })
  tab.focus()
  await waitFor(() => expect(screen.getByRole('button', { name: 'Limited offers' })).not.toBe(tab))
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Limited offers' })),
  )
  observer.disconnect()
  expect(seen.length).toBeGreaterThan(0)
  expect(seen).not.toContain('the page')
})
