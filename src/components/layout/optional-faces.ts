/**
 * Every brand face is `font-display: optional` (src/styles/fonts.css, decision 0012): on a load
 * where a face arrives after the first paint, the page keeps its fallback for good, so no line
 * the visitor reads rewraps and moves what is under it. By then the file is in the cache, and the
 * next page a full load opens shows the face at once. A client-side navigation stays in the same
 * document, though, where a face passed over once stays passed over. So at the first navigation
 * every optional face gets a twin from the same (cached) file with `font-display: swap`, and the
 * new page is drawn in the brand faces while it replaces the old one. Where a face was in use all
 * along, its twin draws the same glyphs and nothing changes.
 */
export function adoptOptionalFaces(doc: Document): void {
  if (typeof FontFace === 'undefined' || doc.fonts === undefined || twinned.has(doc)) return
  twinned.add(doc)
  for (const rule of optionalFaceRules(doc)) {
    const style = rule.style
    const family = style
      .getPropertyValue('font-family')
      .trim()
      .replace(/^["']|["']$/g, '')
    const source = style.getPropertyValue('src').trim()
    if (family === '' || source === '') continue
    const twin = new FontFace(family, source, {
      weight: style.getPropertyValue('font-weight') || 'normal',
      style: style.getPropertyValue('font-style') || 'normal',
      display: 'swap',
    })
    doc.fonts.add(twin)
    // A file that fails to load leaves the fallback in place: nothing to report to the visitor.
    twin.load().catch(() => doc.fonts.delete(twin))
  }
}

/** The documents whose optional faces have their twins (once each). */
const twinned = new WeakSet<Document>()

/** The document's `@font-face` rules that say `font-display: optional`. */
function optionalFaceRules(doc: Document): CSSFontFaceRule[] {
  const rules: CSSFontFaceRule[] = []
  for (const sheet of Array.from(doc.styleSheets)) {
    let list: CSSRuleList
    try {
      list = sheet.cssRules
    } catch {
      continue // a stylesheet from another origin: not ours
    }
    for (const rule of Array.from(list))
      if (
        rule instanceof CSSFontFaceRule &&
        rule.style.getPropertyValue('font-display').trim() === 'optional'
      )
        rules.push(rule)
  }
  return rules
}
