import { vi } from 'vitest'

type Added = [
  EventTarget,
  string,
  EventListenerOrEventListenerObject,
  boolean | EventListenerOptions,
]

/**
 * Records the listeners code under test adds to the document and the window, so a test can take
 * them all away again: the count and the beacon listen for the page's whole life and have no
 * stop of their own, and jsdom's document outlives a test.
 */
export function recordPageListeners(): { removeAll(): void } {
  const added: Added[] = []
  for (const target of [document, window] as EventTarget[]) {
    const original = target.addEventListener.bind(target)
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      if (listener)
        added.push([
          target,
          type,
          listener,
          typeof options === 'object' ? options : (options ?? false),
        ])
      original(type, listener, options)
    })
  }
  return {
    removeAll() {
      for (const [target, type, listener, options] of added)
        target.removeEventListener(type, listener, options)
      added.length = 0
    },
  }
}
