import { statSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { bootTag, stripViteScripts } from './build/boot.ts'
import { stripTemplateComments } from './build/template.ts'
import { fontFaces } from './build/font-subset.ts'
import { withNoscriptCount } from './build/noscript-count.ts'
import { inlineStylesheets, stylesheetsByUse, takeEntryStylesheets } from './build/inline-styles.ts'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
  isDynamicEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

export interface PrerenderedPage {
  path: string
  status: 200 | 404
  file: string
}

interface ServerEntry {
  render(url: string): Promise<{ html: string; head: string; status: 200 | 404; modules: string[] }>
  prerenderPaths(): string[]
}

/** The manifest key of a route module's chunk (src/app/lazy-routes.tsx loads it by name). */
export const routeModuleKey = (name: string) => `src/routes/${name}.route.tsx`

/**
 * The JS chunks and stylesheets a manifest entry needs, depth first, without duplicates:
 * `css` has its islands' too, `bootCss` only those of the chunks it imports statically (the
 * ones the page needs to hydrate).
 */
function chunkAssets(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): { js: string[]; css: string[]; bootCss: string[] } {
  const js: string[] = []
  const css: string[] = []
  const bootCss: string[] = []
  const visit = (k: string) => {
    if (seen.has(k)) return
    seen.add(k)
    const chunk = manifest[k]
    if (!chunk) return
    for (const imp of chunk.imports ?? []) visit(imp)
    if (k !== 'index.html') js.push(`/${chunk.file}`)
    for (const c of chunk.css ?? []) {
      css.push(`/${c}`)
      bootCss.push(`/${c}`)
    }
    // Islands (lazily hydrated components) are prerendered in full, so their styles must be in
    // the page from the first paint; their code still loads later.
    if (k !== 'index.html') for (const lazy of chunk.dynamicImports ?? []) visitStyles(lazy)
  }
  const styled = new Set<string>()
  const visitStyles = (k: string) => {
    if (styled.has(k) || k === 'index.html') return
    styled.add(k)
    const chunk = manifest[k]
    if (!chunk) return
    for (const c of chunk.css ?? []) css.push(`/${c}`)
    for (const imp of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visitStyles(imp)
  }
  visit(key)
  return { js, css: [...new Set(css)], bootCss: [...new Set(bootCss)] }
}

/**
 * The modules, largest file first: a browser fetches a page's preloads over six connections at
 * once, so the long transfers start first and the small ones fill in beside them, instead of a
 * large one starting last and holding the page's start back.
 */
function largestFirst(clientDir: string, modules: readonly string[]): string[] {
  const size = new Map(modules.map((href) => [href, statSync(join(clientDir, href)).size]))
  return [...modules].sort((a, b) => (size.get(b) ?? 0) - (size.get(a) ?? 0))
}

/**
 * Renders every route of the route tree (every family entry has a route of its own) into
 * `<clientDir>/<path>/index.html`, plus `404.html`. Each page gets its head tags, the
 * stylesheets of its route chunks, its islands and the entry written inline
 * (build/inline-styles.ts, so it paints styled before any script or stylesheet request),
 * preloads of the three font faces, and the boot script inline (scripts/build/boot.ts) naming
 * the entry and the chunk of its route module (head, view and content) with its imports, which
 * it preloads at the first paint, in parallel, so hydration has no waterfall. With JavaScript
 * off, a `<noscript>` image counts the page's view (build/noscript-count.ts).
 */
export async function prerender(
  clientDir: string,
  serverEntryPath: string,
): Promise<PrerenderedPage[]> {
  const entry = (await import(serverEntryPath)) as ServerEntry
  const manifest = JSON.parse(
    await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest
  const { template, hrefs: entryStylesheets } = takeEntryStylesheets(
    stripTemplateComments(stripViteScripts(await readFile(join(clientDir, 'index.html'), 'utf8'))),
  )
  const stylesheetText = new Map<string, string>()
  for (const href of new Set([
    ...entryStylesheets,
    ...Object.values(manifest).flatMap((c) => (c.css ?? []).map((f) => `/${f}`)),
  ]))
    stylesheetText.set(href, await readFile(join(clientDir, href), 'utf8'))
  const faceFiles = new Set(fontFaces.map((face) => face.file))
  const fontPreloads = Object.entries(manifest)
    .filter(([key]) => faceFiles.has(basename(key)))
    .map(
      ([, chunk]) =>
        `<link rel="preload" href="/${chunk.file}" as="font" type="font/woff2" crossorigin>`,
    )
  if (fontPreloads.length !== faceFiles.size)
    throw new Error(
      `Found ${fontPreloads.length} of the ${faceFiles.size} font faces in the manifest`,
    )
  const textOf = (href: string) => {
    const text = stylesheetText.get(href)
    if (text === undefined) throw new Error(`${href} is not in the build`)
    return text
  }
  const entryCss = new Set((manifest['index.html']?.css ?? []).map((c) => `/${c}`))
  // The entry's stylesheets that are not its own module's: the chunks it shares with the routes.
  const sharedCss = new Set(entryStylesheets.filter((href) => !entryCss.has(href)))
  const entryChunk = manifest['index.html']
  if (!entryChunk) throw new Error('The Vite manifest has no index.html entry')
  const entryModules = [`/${entryChunk.file}`, ...chunkAssets(manifest, 'index.html').js]

  const pages: PrerenderedPage[] = []
  const targets = [...entry.prerenderPaths(), '/404']
  for (const path of targets) {
    const page = await entry.render(path)
    const js = new Set<string>()
    const css = new Set<string>()
    const bootCss = new Set<string>()
    for (const name of page.modules) {
      const key = routeModuleKey(name)
      if (!manifest[key]) throw new Error(`${path}: the route module ${key} is not in the build`)
      // The route module's chunk: the page's head, view and content, with what they import.
      const assets = chunkAssets(manifest, key)
      assets.js.forEach((f) => js.add(f))
      assets.css.filter((c) => !entryCss.has(c)).forEach((c) => css.add(c))
      assets.bootCss.forEach((c) => bootCss.add(c))
    }
    const modules = [...new Set([...entryModules, ...js])]
    // React puts the preloads it hoists (a priority picture's) before the markup; they belong
    // in the head, where the browser meets them before anything else it has to fetch.
    const preloads = /^(?:<link rel="preload"[^>]*\/>)+/.exec(page.html)?.[0] ?? ''
    // The route's stylesheets, then the entry's, in the cascade order the links had: written
    // whole, or applied after the first paint (build/inline-styles.ts).
    const styles = stylesheetsByUse(
      [...css],
      entryStylesheets,
      bootCss,
      textOf,
      page.html,
      sharedCss,
    )
    const head = [
      // First, so that on a slow link it asks for the modules as early as the preload scanner
      // asks for the fonts (scripts/build/boot.ts); the entry first: the boot script imports it.
      bootTag([...modules.slice(0, 1), ...largestFirst(clientDir, modules.slice(1))]),
      page.head,
      ...(preloads === '' ? [] : [preloads]),
      ...fontPreloads,
      ...inlineStylesheets(styles),
    ].join('\n    ')
    const isNotFoundPage = path === '/404'
    const document = template
      .replace('<!--head-->', head)
      .replace('<!--app-->', () => page.html.slice(preloads.length))
    // the 404 page answers every unknown address: it is no page of the site to count
    const html = isNotFoundPage ? document : withNoscriptCount(document, path)
    const file = isNotFoundPage
      ? '404.html'
      : path === '/'
        ? 'index.html'
        : `${path.slice(1)}/index.html`
    if (!isNotFoundPage && page.status !== 200)
      throw new Error(`Prerendering ${path} answered ${page.status}`)
    await mkdir(dirname(join(clientDir, file)), { recursive: true })
    await writeFile(join(clientDir, file), html)
    pages.push({ path, status: isNotFoundPage ? 404 : 200, file })
  }
  return pages
}
