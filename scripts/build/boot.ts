// Length: one script and its reasons: the boot source (held pictures, early input, later stylesheets, the start after the first paint) is a string, minified at build time.
import { minifySync } from 'vite'
import { replayedControls } from '../../src/components/layout/early-input.ts'

/*
 * Why: a prerendered page needs no JavaScript to paint, but module scripts and their preloads
 * in the head are fetched alongside the fonts and the hero image, and on a slow mobile link they
 * share its bandwidth with everything the first paint needs. So the page carries one tiny boot
 * script, and that script preloads the app's modules (in parallel, largest first, instead of as
 * a waterfall) the moment the page's first contentful paint has reached the screen, as the
 * browser's paint timing reports it, and starts the app a frame later. A browser that reports no
 * paint timing starts it a little later instead. The prerendered page works without it
 * meanwhile: links are links, and a menu opens (a <details>).
 *
 * Tried and measured (docs/decisions/0002): preloading the modules from the head at low
 * priority made the page interactive sooner under applied throttling, but Lighthouse's
 * simulation then counts that code in the largest paint's time (1.3 s became 2.1 s); waiting
 * for the load event as well added the last eager images' time.
 *
 * On a slow link, though, it preloads them at once, as the parser meets it: when the browser
 * estimates a round trip of `slowLinkRtt` (300 ms) or more (`navigator.connection.rtt`; 550 ms
 * under Lighthouse's applied mobile throttling, 100 ms or less on a fast link, absent outside
 * Chromium). There a request waits a long round trip before its first byte, and the modules
 * asked for after the first paint (1.0 to 1.2 s on a phone) arrived a round trip later than
 * the link could have brought them; asked for with the fonts and the hero, they share the link
 * with them and the page's last module arrives by about 2.15 s whenever it paints. On a fast
 * link the round trip is short, and nothing shares the link with what the first paint needs.
 * For the same reason the script stands first in the head, before the page's preloads.
 *
 * The boot script is written into the page's head (minified, about 1.2 kB compressed), not fetched: on a
 * slow link a request of its own took one of the six connections for a round trip while the
 * fonts, the hero and the app's modules waited, the app could not start before it arrived even
 * when the page had painted, and input before it arrived was lost. The CSP allows it by its
 * hash (server/static/inline-hashes.ts). It is a classic script, not a module: the parser runs
 * it where it stands, before it reads the body, so it sees every element the parser adds after
 * it. An inline module runs only once the document is parsed, and on a loaded machine after the
 * first layout, when the pictures below the fold had started already.
 *
 * It holds the pictures below the fold until the app is interactive. The browser starts a lazy
 * picture at the first layout when it is within its lazy-load distance (2,500 px on a slow
 * link), which is before the first paint: on a phone's six HTTP/1.1 connections two or three of
 * them took the connections the modules needed, and the page became interactive a round trip
 * later (562 ms under applied throttling). So the boot swaps a lazy picture's sources for an
 * empty drawing as the parser adds it (a drawing with no size of its own: the box keeps the
 * size its width and height give it, and the blurred preview stays behind it), and puts them
 * back at the app's `interactive` mark, or when its code fails to load, or 4 s after it started
 * the app, whichever comes first. Put back as soon as the modules were requested, the pictures
 * still shared the link with them, and with photographs their decoding fell into hydration's
 * time (Lighthouse's blocking time rose by 50 to 150 ms). A page without JavaScript holds
 * nothing (tests/e2e/behaviours/held-pictures.spec.ts).
 *
 * It enables the stylesheets for what the app renders when the visitor acts and the
 * prerendered markup does not show (a dialog, a running carousel: disabled links marked
 * `data-later`, scripts/build/inline-styles.ts) at the visitor's first sign of intent (a
 * pointer over the page, a touch, a key, focus, a scroll), or once the page has been quiet five
 * seconds after it became interactive. Enabled with the modules, they took connections the
 * modules needed (interactive 0.3 to 0.45 s later under applied throttling); enabled at the
 * `interactive` mark, restyling the page as each arrived added 100 ms of blocking time to
 * Lighthouse's figure. What they style needs code fetched when the visitor acts, after them.
 *
 * It records what the visitor does before the app takes over, from the moment the head is
 * parsed: each control clicked (held back, to be dispatched once after hydration) and the last
 * value and caret of each field typed in, selected or ticked. src/components/layout/early-input.ts
 * replays them.
 */
/** A round trip this long (ms, `navigator.connection.rtt`) or longer makes a slow link. */
export const slowLinkRtt = 300

const source = `// Starts the app after the first paint: see scripts/build/boot.ts.
const slowLinkRtt = ${slowLinkRtt}
const early = (window.__earlyInput = { live: true, clicks: [], fields: new Map() })
const controls = '${replayedControls}'
addEventListener('click', (event) => {
  if (!early.live || !event.isTrusted || !(event.target instanceof Element)) return
  const control = event.target.closest(controls)
  // A form's submit button posts the form natively meanwhile; links and summaries work too.
  if (!control || control.disabled || (control.type === 'submit' && control.form)) return
  event.preventDefault()
  event.stopPropagation()
  early.clicks.push(control)
}, true)
const remember = (event) => {
  const field = event.target
  if (!early.live || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return
  const choice = field.type === 'checkbox' || field.type === 'radio'
  let start = null
  let end = null
  try {
    start = field.selectionStart
    end = field.selectionEnd
  } catch {}
  early.fields.set(field, choice ? { checked: field.checked } : { value: field.value, start, end })
}
for (const type of ['input', 'change', 'keyup', 'pointerup', 'select']) addEventListener(type, remember, true)
// Pictures below the fold wait until the app is interactive (see boot.ts). This script runs in
// the head, so the parser adds every picture after it, one element at a time.
const empty = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
const held = new Map()
const hold = (img) => {
  if (img.loading !== 'lazy' || img.complete && img.currentSrc) return
  const parts = [img, ...(img.parentElement instanceof HTMLPictureElement ? img.parentElement.querySelectorAll('source') : [])]
  held.set(img, parts.map((el) => [el, el.getAttribute('srcset'), el.getAttribute('src')]))
  for (const el of parts) el.removeAttribute('srcset')
  img.setAttribute('src', empty)
}
const holding = new MutationObserver((records) => {
  for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLImageElement) hold(node)
})
holding.observe(document, { childList: true, subtree: true })
// Stylesheets for what the app renders when the visitor acts (a dialog, a running carousel;
// build/inline-styles.ts): disabled links at their place in the cascade, enabled from the
// moment the app is interactive (or its code failed to load) at the visitor's first sign of
// intent, or once the page has been quiet a while.
const intents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll']
let laterApplied = false
const enableLater = () => {
  if (laterApplied) return
  laterApplied = true
  for (const type of intents) removeEventListener(type, enableLater, true)
  for (const link of document.querySelectorAll('link[data-later]')) link.removeAttribute('disabled')
}
const applyLaterStyles = () => {
  for (const type of intents) addEventListener(type, enableLater, { capture: true, passive: true })
  setTimeout(() => {
    if (window.requestIdleCallback) requestIdleCallback(enableLater, { timeout: 2000 })
    else enableLater()
  }, 5000)
}
// Once: at the interactive mark, on a failed load, or from the timer, whichever comes first.
let released = false
const release = () => {
  if (released) return
  released = true
  holding.disconnect()
  applyLaterStyles()
  for (const [img, parts] of held) {
    for (const [el, srcset, src] of parts) {
      if (srcset !== null) el.setAttribute('srcset', srcset)
      if (el === img) src === null ? img.removeAttribute('src') : img.setAttribute('src', src)
    }
  }
  held.clear()
}
const tag = document.currentScript
const modules = (tag?.getAttribute('data-modules') ?? '').split(' ').filter(Boolean)
let preloaded = false
const preload = () => {
  if (preloaded) return
  preloaded = true
  for (const href of modules) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
}
// The pictures come back once the app is interactive (its mark), or if its code fails to load.
const releaseWhenInteractive = () => {
  setTimeout(release, 4000)
  try {
    const marks = new PerformanceObserver(() => {
      if (performance.getEntriesByName('interactive').length === 0) return
      marks.disconnect()
      release()
    })
    marks.observe({ type: 'mark', buffered: true })
  } catch {
    release()
  }
}
let started = false
const start = () => {
  if (started) return
  started = true
  preload()
  if (modules[0]) import(modules[0]).then(releaseWhenInteractive, release)
  else release()
}
const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0
const afterFirstPaint = (then) => {
  if (painted()) return then()
  setTimeout(then, 2000)
  try {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return
      observer.disconnect()
      then()
    })
    observer.observe({ type: 'paint', buffered: true })
  } catch {
    then()
  }
}
// On a slow link (a round trip of slowLinkRtt ms or more, as the browser estimates it) the
// modules are requested now, with the fonts and the hero: waiting for the first paint cost a
// round trip.
if ((navigator.connection?.rtt ?? 0) >= slowLinkRtt) preload()
if (document.visibilityState === 'hidden') start()
else
  afterFirstPaint(() => {
    preload()
    requestAnimationFrame(() => setTimeout(start, 0))
  })
`

/** The boot script minified (it is in every page's head): 2.4 kB instead of 4.3 kB. */
const minified = (() => {
  // A function of its own, so that the minifier may shorten every name in it.
  const { code, errors } = minifySync('boot.js', `(() => {${source}})()`, {
    compress: true,
    mangle: true,
  })
  if (errors.length > 0) throw new Error(`The boot script does not minify: ${errors[0]?.message}`)
  return code.trim()
})()

/**
 * The tag that boots a page, for its head: the boot script inline, naming the entry first and
 * then every chunk the page needs to hydrate (it preloads them after the first paint).
 */
export function bootTag(modules: readonly string[]): string {
  if (minified.includes('</script')) throw new Error('The boot script cannot close its own tag')
  return `<script data-modules="${modules.join(' ')}">${minified}</script>`
}

/** Removes the module script and module preloads Vite put into the HTML template. */
export function stripViteScripts(template: string): string {
  return template
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
}
