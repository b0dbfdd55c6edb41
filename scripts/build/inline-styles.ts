/*
 * Why: a page linked four to nine small stylesheets (its route chunks', its islands', the
 * entry's), and the first paint waited for every one: on a phone's link each is a round trip,
 * often on a connection of its own, and together they were the largest part of the time to
 * first paint after the document itself (Lighthouse's mobile simulation measured 100 to 250 ms).
 * So each page carries its stylesheets in one <style> in its head, 4 to 6 kB compressed.
 *
 * The CSP allows that block by its hash, which the server reads from the page when it starts
 * (server/static/site-files.ts). Each file is still named by a disabled <link>: browsers do not
 * fetch a disabled stylesheet, and Vite's loader, which adds a route chunk's stylesheets when the
 * chunk is imported, finds it there and does not fetch the file again at hydration. Navigating
 * in the browser to another route loads that route's files as before.
 *
 * A route's stylesheet that no element of the page's markup uses (none of its classes is in a
 * class attribute: the booking sheet's, a dialog's, the carousel's once it runs), or an island's
 * (a chunk loaded when the visitor reaches for it) of which the markup uses a few rules, is
 * applied once the app is interactive: a disabled link to it stands at its place in the cascade,
 * and the boot script enables it with the pictures it held (what it styles appears only when
 * the visitor acts, and that code is fetched then). Meanwhile the page holds the island's rules
 * that can match its markup (used-rules.ts). Placed by Vite's loader at the end of the head, a
 * stylesheet overrode the rules of the page's own that followed it (Home's reviews lost their
 * width). With the
 * stylesheets the entry shares with a route written once, not twice, and short class names
 * (scoped-names.ts), Home's HTML went from 17.1 to under 14 kB compressed: the size of TCP's
 * first window, so the browser has the whole page a round trip sooner.
 */

import { classesIn } from './scoped-names.ts'
import { focalAttributes } from '../../src/components/picture/focal-point.ts'
import { usedRules, type StaticAttributes } from './used-rules.ts'

/** The entry's stylesheet links Vite wrote into the HTML template. */
const entryLink = /\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g

/** Takes the entry's stylesheet links out of the template; returns it and their hrefs. */
export function takeEntryStylesheets(template: string): { template: string; hrefs: string[] } {
  const hrefs = [...template.matchAll(entryLink)].map((m) => m[1] ?? '')
  return { template: template.replace(entryLink, ''), hrefs }
}

/**
 * A page's stylesheet: written whole (`whole`), or applied once the app is interactive (with
 * `text` the rules that can match the markup meanwhile, or none).
 */
export interface PageStylesheet {
  readonly href: string
  readonly text: string
  readonly whole: boolean
}

/**
 * The head tags for a page's stylesheets, in cascade order: their text in <style> blocks, and
 * where a stylesheet applies later, a disabled link to it at its place in the cascade (the boot
 * script enables it once the app is interactive; Vite's loader, finding it, does not add another at
 * the end of the head, where its rules would override those that followed it). Then a disabled
 * link naming each file written whole, so that Vite's loader does not fetch it again.
 */
export function inlineStylesheets(sheets: readonly PageStylesheet[]): string[] {
  const tags: string[] = []
  let block: string[] = []
  const flush = () => {
    if (block.length > 0) tags.push(`<style>${block.join('\n')}</style>`)
    block = []
  }
  for (const { href, text, whole } of sheets) {
    if (/<\/style/i.test(text)) throw new Error(`${href} contains "</style"`)
    if (text.trim() !== '') block.push(text.trim())
    if (whole) continue
    flush()
    tags.push(`<link rel="stylesheet" href="${href}" disabled data-later>`)
  }
  flush()
  for (const { href, whole } of sheets)
    if (whole) tags.push(`<link rel="stylesheet" href="${href}" disabled>`)
  return tags
}

/** The class names in a page's markup (every token of every class attribute). */
export function markupClasses(markup: string): Set<string> {
  return new Set(
    [...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/)),
  )
}

/** A stylesheet's rules as usedRules writes them when every class is used, once per text. */
const everyRuleOf = new Map<string, string>()
function everyRule(text: string, href: string): string {
  let all = everyRuleOf.get(text)
  if (all === undefined)
    everyRuleOf.set(text, (all = usedRules(text, new Set(classesIn(text)), href)))
  return all
}

/**
 * The values the markup gives the attributes the app never changes once rendered (a picture's
 * focal point): rules asking for other values cannot match (used-rules.ts).
 */
export function markupAttributes(
  markup: string,
  names: readonly string[] = focalAttributes,
): StaticAttributes {
  const values = new Map(names.map((name) => [name, new Set<string>()]))
  for (const m of markup.matchAll(/\s([\w-]+)="([^"]*)"/g)) values.get(m[1] ?? '')?.add(m[2] ?? '')
  return values
}

/**
 * A page's stylesheets in cascade order (the route's, then the entry's), each written whole or
 * applied later:
 * - The entry's own (the layout, the elements, the fonts): whole, always, and not repeated
 *   among the route's.
 * - One the entry shares with the routes (`shared`: the page kit, the components of every
 *   page): the rules that can match the markup, and the whole file later (whole if every rule of
 *   it can). The rest styles other pages' components, which appear after a navigation, and a
 *   navigation follows the intent that enables it. On Home it was 0.8 of the 14.2 kB
 *   compressed HTML with photographs: the page needed a second round trip.
 * - A route stylesheet the markup uses, of a chunk the page hydrates with (`atBoot`): whole.
 * - One the markup uses, of an island's chunk only (loaded when the visitor reaches for it):
 *   later, with the rules that can match the markup written meanwhile (used-rules.ts); whole
 *   if every rule of it can.
 * - One the markup does not use: later, with nothing meanwhile.
 */
export function stylesheetsByUse(
  routeHrefs: readonly string[],
  entryHrefs: readonly string[],
  atBoot: ReadonlySet<string>,
  textOf: (href: string) => string,
  markup: string,
  shared: ReadonlySet<string> = new Set(),
): PageStylesheet[] {
  const classes = markupClasses(markup)
  const attributes = markupAttributes(markup)
  const entry = new Set(entryHrefs)
  const inPart = (href: string, text: string): PageStylesheet => {
    const used = usedRules(text, classes, href, attributes)
    // Every rule of it can match: the whole file, so the visitor does not fetch it again.
    const all = everyRule(text, href)
    return used === all ? { href, text, whole: true } : { href, text: used, whole: false }
  }
  const sheets: PageStylesheet[] = []
  for (const href of new Set(routeHrefs)) {
    if (entry.has(href)) continue
    const text = textOf(href)
    if (!classesIn(text).some((name) => classes.has(name)))
      sheets.push({ href, text: '', whole: false })
    else if (atBoot.has(href)) sheets.push({ href, text, whole: true })
    else sheets.push(inPart(href, text))
  }
  for (const href of entryHrefs)
    sheets.push(
      shared.has(href) ? inPart(href, textOf(href)) : { href, text: textOf(href), whole: true },
    )
  return sheets
}
