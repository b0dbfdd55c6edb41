import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { replayedControls } from '../../src/components/layout/early-input.ts'

/*
 * Why: a prerendered page needs no JavaScript to paint, but the module scripts and their
 * preloads in the head are fetched at high priority alongside the fonts and the hero image, and
 * on a slow mobile link they share its bandwidth with everything the first paint needs. So the
 * page names one tiny module, and that module starts the app (and preloads the page's chunks,
 * to load them in parallel instead of as a waterfall) once the page's first contentful paint
 * has reached the screen, as the browser's paint timing reports it, and not before the frame
 * after it. It used to wait for the load event as well: on a throttled phone that added the
 * time the last eager images took (a third of a second in Lighthouse's applied mobile
 * throttling) to the time the page looks ready and is not. A browser that reports no paint
 * timing starts the app a little later instead. The prerendered page works without it
 * meanwhile: links are links, and a menu opens (a <details>). It is a file, not an inline
 * script, because the CSP allows only scripts from the site itself.
 *
 * It also records what the visitor does before the app takes over, from the moment it arrives
 * (it is async, so it runs as soon as it is fetched, not after parsing): each control clicked
 * (held back, to be dispatched once after hydration) and the last value and caret of each field
 * typed in, selected or ticked. src/components/layout/early-input.ts replays them.
 */
const source = `// Starts the app after the first paint: see scripts/build/boot.ts.
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
if (document.visibilityState === 'hidden') start()
else afterFirstPaint(() => requestAnimationFrame(() => setTimeout(start, 0)))
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
