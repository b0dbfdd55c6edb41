import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, expect } from 'vitest'
import { caughtErrors } from './caught-errors.ts'
import { fakeMatchMedia } from './match-media.ts'

// jsdom lacks a few browser APIs that React Aria, Swiper and the views use (toolchain notes).
if (typeof CSS === 'undefined' || typeof CSS.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`)
  ;(globalThis as { CSS?: unknown }).CSS = {
    ...(globalThis.CSS ?? {}),
    escape,
    supports: () => false,
  }
}

if (!('part' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'part', {
    get() {
      return { add() {}, remove() {}, contains: () => false }
    },
  })
}

if (typeof window.matchMedia !== 'function') window.matchMedia = fakeMatchMedia(() => false)

if (
  typeof window.scrollTo !== 'function' ||
  window.scrollTo.toString().includes('not implemented')
) {
  window.scrollTo = () => {}
}

/*
 * An error nothing catches (a machine that throws on an event it cannot read, an effect that
 * throws in a timer) reaches jsdom's window as an `error` event, which jsdom only prints: the
 * test that caused it fails here instead, as it does when the router of a view test caught one
 * and showed its error page (tests/model/render-in-router.tsx).
 */
let uncaught: unknown[] = []
const onError = (event: ErrorEvent) => void uncaught.push(event.error ?? event.message)
window.addEventListener('error', onError)
beforeEach(() => {
  uncaught = []
  caughtErrors.length = 0
})

afterEach(async () => {
  cleanup()
  // a thrown error is reported from a timer: let the ones already due run
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(uncaught, 'errors nothing caught during the test').toEqual([])
  expect(caughtErrors, 'errors the router caught and showed as an error page').toEqual([])
})
