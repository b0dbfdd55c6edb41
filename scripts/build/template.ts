/**
 * The HTML template's comments are for the readers of index.html, not for every visitor's first
 * round trip (one of them was 70 bytes of Home's compressed HTML); the markers the prerender
 * fills (`<!--head-->`, `<!--app-->`) stay.
 */
export function stripTemplateComments(template: string): string {
  return template.replace(/\s*<!--(?!head-->|app-->)[\s\S]*?-->/g, '')
}
