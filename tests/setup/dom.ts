import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
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

afterEach(() => {
  cleanup()
})
