import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { tablePaths } from '../../../machines/testing/oracle.ts'
import { replayOnTableView } from '../../../machines/testing/oracle-view.ts'
import { revealOracle } from '../../../tests/model/oracles/reveal.oracle.ts'
import { expectSeen } from '../../../tests/model/seen-dom.ts'
import { Reveal } from './reveal.tsx'

// A stand-in IntersectionObserver (jsdom has none) that the test triggers by hand.
const observers = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>()
class TestObserver {
  private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] }
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [] }
    observers.add(this.entry)
  }
  observe(element: Element) {
    this.entry.elements.push(element)
  }
  disconnect() {
    observers.delete(this.entry)
  }
}

/** Every observed section reports an entry (intersecting, or not yet). */
const report = (isIntersecting: boolean) =>
  act(async () => {
    for (const o of [...observers])
      o.callback(
        o.elements.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      )
    await vi.advanceTimersByTimeAsync(0)
  })

/** The browser a scenario describes: its motion preference and IntersectionObserver. */
function browser(input: { reducedMotion: boolean; canObserve: boolean }) {
  window.matchMedia = (query: string) => ({
    ...realMatchMedia(query),
    matches: query === '(prefers-reduced-motion: reduce)' && input.reducedMotion,
  })
  if (input.canObserve)
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = TestObserver
}

const show = () =>
  act(async () => {
    render(
      <Reveal from="left">
        <p>5400 FEET ABOVE SEA LEVEL</p>
      </Reveal>,
    )
    await vi.advanceTimersByTimeAsync(0)
  })
const section = () => screen.getByText('5400 FEET ABOVE SEA LEVEL').parentElement!

const realMatchMedia = window.matchMedia.bind(window)
beforeEach(() => {
  observers.clear()
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  window.matchMedia = realMatchMedia
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
})

describe('reveal: the table replayed on the view', () => {
  it.each(tablePaths(revealOracle).map((p) => [p.title, p] as const))('%s', async (_, path) => {
    await replayOnTableView(revealOracle, path, {
      start: async (scenario) => {
        browser(scenario.input as { reducedMotion: boolean; canObserve: boolean })
        await show()
      },
      perform: async (event) => {
        if (event.type !== 'INTERSECT') throw new Error(`A section cannot perform ${event.type}`)
        await report(true)
      },
      wait: async (ms) => {
        await act(() => vi.advanceTimersByTimeAsync(ms))
      },
      check: (seen, where) => expectSeen(seen, where),
    })
    // once past hidden, nothing observes it any more, so it can never hide again
    if (section().dataset['reveal'] !== 'hidden') expect(observers.size).toBe(0)
  })
})

describe('reveal view', () => {
  it('an entry that does not intersect yet reveals nothing', async () => {
    browser({ reducedMotion: false, canObserve: true })
    await show()
    await report(false)
    expect(section().dataset['reveal']).toBe('hidden')
    expect(observers.size).toBe(1)
    await report(true)
    expect(section().dataset['reveal']).toBe('revealing')
  })

  it('slides in from the side it is given, with the class it is given', () => {
    browser({ reducedMotion: false, canObserve: true })
    render(
      <Reveal from="right" className="lead">
        <p>SERENE</p>
      </Reveal>,
    )
    const element = screen.getByText('SERENE').parentElement!
    expect(element.dataset['from']).toBe('right')
    expect(element.classList.contains('lead')).toBe(true)
  })

  it('prerenders hidden from the bottom with the content present, whatever the browser', () => {
    const html = renderToString(
      <Reveal>
        <p>SERENE</p>
      </Reveal>,
    )
    expect(html).toContain('data-reveal="hidden"')
    expect(html).toContain('data-from="bottom"')
    expect(html).toContain('<p>SERENE</p>')
  })
})
