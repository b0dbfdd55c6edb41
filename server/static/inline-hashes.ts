import { createHash } from 'node:crypto'

/** The CSP sources (`'sha256-…'`) allowing a page's inline blocks, and no other. */
export interface InlineSources {
  /** Each inline <style> block: the page's stylesheets (scripts/build/inline-styles.ts). */
  readonly styles: readonly string[]
  /** Each inline script that runs: the boot script (scripts/build/boot.ts). JSON-LD is data. */
  readonly scripts: readonly string[]
}

export const noInlineSources: InlineSources = { styles: [], scripts: [] }

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The hashes of a page's inline style blocks and of its inline scripts that run (a JSON-LD block
 * is not run, and a script with `src` is not inline), for its Content-Security-Policy.
 */
export function inlineHashes(html: string): InlineSources {
  // A comment may mention a <style> or <script> tag (the template's does); it is not one.
  const markup = html.replace(/<!--[\s\S]*?-->/g, '')
  const styles = [...markup.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) =>
    sha256(m[1] ?? ''),
  )
  const scripts = [...markup.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=|type="application\/ld\+json"/.test(attributes))
    .map((m) => sha256(m[2] ?? ''))
  return { styles, scripts }
}
