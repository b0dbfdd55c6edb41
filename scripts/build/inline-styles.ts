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
 */

/** The entry's stylesheet links Vite wrote into the HTML template. */
const entryLink = /\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g

/** Takes the entry's stylesheet links out of the template; returns it and their hrefs. */
export function takeEntryStylesheets(template: string): { template: string; hrefs: string[] } {
  const hrefs = [...template.matchAll(entryLink)].map((m) => m[1] ?? '')
  return { template: template.replace(entryLink, ''), hrefs }
}

/**
 * The head tags for a page's stylesheets, in cascade order: one <style> with their text, then a
 * disabled <link> naming each file.
 */
export function inlineStylesheets(
  hrefs: readonly string[],
  textOf: (href: string) => string,
): string[] {
  const css = hrefs.map((href) => {
    const text = textOf(href).trim()
    if (/<\/style/i.test(text)) throw new Error(`${href} contains "</style"`)
    return text
  })
  return [
    `<style>${css.join('\n')}</style>`,
    ...hrefs.map((href) => `<link rel="stylesheet" href="${href}" disabled>`),
  ]
}
