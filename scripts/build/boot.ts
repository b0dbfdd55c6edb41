import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/*
 * Why: a prerendered page needs no JavaScript to paint, but the module scripts and their
 * preloads in the head are fetched at high priority alongside the stylesheets, the fonts and
 * the hero image, and on a slow mobile link they share its bandwidth with everything the first
 * paint needs. So the page names one tiny module, and that module starts the app (and preloads
 * the page's chunks, to load them in parallel instead of as a waterfall) only once the page has
 * loaded (its fonts and eager images: what the first screen shows) and its first contentful
 * paint has reached the screen, as the browser's paint timing reports it. Waiting for the
 * `load` event alone was not enough: the frame after it can reach the screen after the scripts
 * have started loading, and then they stand in the first paint's way. A browser that reports no
 * paint timing starts the app a little later instead. The prerendered page works without it
 * meanwhile: links are links, and a tap on the menu button is remembered (menu-intent.ts). It is
 * a file, not an inline script, because the CSP allows only scripts from the site itself.
 *
 * It also records what the visitor does before the app takes over, from the moment it arrives
 * (it is async, so it runs as soon as it is fetched, not after parsing): each control clicked
 * (held back, to be dispatched once after hydration) and the last value and caret of each field
 * typed in, selected or ticked. src/app/early-input.ts replays them.
 */
const source = `// Starts the app after the first paint: see scripts/build/boot.ts.
const early = (window.__earlyInput = { live: true, clicks: [], fields: new Map() })
const controls = 'button, [role="button"], [role="tab"], [data-replay]'
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
const tag = document.querySelector('script[data-modules]')
const [entry, ...chunks] = (tag?.getAttribute('data-modules') ?? '').split(' ').filter(Boolean)
let started = false
const start = () => {
  if (started) return
  started = true
  for (const href of chunks) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
  if (entry) import(entry)
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
const afterLoad = () => afterFirstPaint(() => requestAnimationFrame(() => setTimeout(start, 0)))
if (document.visibilityState === 'hidden') start()
else if (document.readyState === 'complete') afterLoad()
else addEventListener('load', afterLoad, { once: true })
`

/** Writes the boot module under `<clientDir>/assets` with a content hash; returns its URL path. */
export async function writeBootScript(clientDir: string): Promise<string> {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8)
  const file = `assets/boot-${hash}.js`
  await mkdir(join(clientDir, 'assets'), { recursive: true })
  await writeFile(join(clientDir, file), source)
  return `/${file}`
}

/**
 * The tag that boots a page: the boot module, with the entry first and then every chunk the
 * page needs to hydrate (the boot module preloads them after the first paint).
 */
export function bootTag(bootUrl: string, modules: readonly string[]): string {
  return `<script type="module" async src="${bootUrl}" data-modules="${modules.join(' ')}"></script>`
}

/** Removes the module script and module preloads Vite put into the HTML template. */
export function stripViteScripts(template: string): string {
  return template
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
}
