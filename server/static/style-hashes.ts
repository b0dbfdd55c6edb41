import { createHash } from 'node:crypto'

/**
 * The CSP sources allowing each inline <style> block of a page, as `'sha256-…'`: the build writes
 * each page's stylesheets into its head (scripts/build/inline-styles.ts), and the policy allows
 * exactly those blocks and no other inline style.
 */
export function styleHashes(html: string): string[] {
  // A comment may mention a <style> tag (the template's does); it is not one.
  const markup = html.replace(/<!--[\s\S]*?-->/g, '')
  return [...markup.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '', 'utf8')
        .digest('base64')}'`,
  )
}
