import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

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

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}

if (
  typeof window.scrollTo !== 'function' ||
  window.scrollTo.toString().includes('not implemented')
) {
  window.scrollTo = () => {}
}

afterEach(() => {
  cleanup()
})
