import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { revealMachine } from '../../../machines/reveal/reveal.machine.ts'
import { revealProof } from '../../../machines/reveal/reveal.paths.ts'
import { flushPromises, pathsOf, replayOnView } from '../../../machines/testing/paths.ts'
import { Reveal } from './reveal.tsx'

const paths = pathsOf(revealMachine, revealProof)

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
const intersect = () =>
  act(async () => {
    for (const o of [...observers]) {
      o.callback(
        o.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      )
    }
    await flushPromises()
  })

const realMatchMedia = window.matchMedia.bind(window)
beforeEach(() => observers.clear())
afterEach(() => {
  window.matchMedia = realMatchMedia
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
})

describe('reveal: the reveal machine paths replayed on the view', () => {
  it.each(paths.map((p) => [`${JSON.stringify(p.input)}: ${p.description}`, p] as const))(
    '%s',
    async (_, path) => {
      const input = path.input as { reducedMotion: boolean; canObserve: boolean }
      window.matchMedia = (query: string) => ({
        ...realMatchMedia(query),
        matches: query.includes('reduce') && input.reducedMotion,
      })
      if (input.canObserve)
        (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = TestObserver
      await act(async () => {
        render(
          <Reveal from="left">
            <p>5400 FEET ABOVE SEA LEVEL</p>
          </Reveal>,
        )
        await flushPromises()
      })
      const section = () => screen.getByText('5400 FEET ABOVE SEA LEVEL').parentElement!
      // the initial state (after its eventless step) is what the first client render settles on
      expect(section().dataset.reveal).toBe(
        String(path.steps.length === 0 ? path.state.value : 'hidden'),
      )
      await replayOnView(path, {
        events: { INTERSECT: intersect },
        check: (snapshot) => {
          expect(section().dataset.reveal).toBe(String(snapshot.value))
          // once shown, nothing observes it any more, so it can never hide again
          if (snapshot.matches('shown')) expect(observers.size).toBe(0)
        },
      })
    },
  )

  it('prerenders hidden with the content present, whatever the browser', () => {
    const html = renderToString(
      <Reveal>
        <p>SERENE</p>
      </Reveal>,
    )
    expect(html).toContain('data-reveal="hidden"')
    expect(html).toContain('<p>SERENE</p>')
  })
})
