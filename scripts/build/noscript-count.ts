/** The paths a page's count image may name: the site's plain paths (content/count.schema.ts). */
const plainPath = /^\/(?:[a-z0-9._~-]+(?:\/[a-z0-9._~-]+)*)?$/i

/**
 * The count of a page seen with JavaScript off (issue 43, docs/insights.md): an image only a
 * browser without scripts fetches, `/api/count?p=<path>`, which the server answers with a 1×1
 * GIF and counts as a view of that page. It goes after the app's root, outside what React
 * hydrates, and the global `visually-hidden` class takes it out of the flow (the page policy
 * allows no inline style), so it moves nothing; `alt=""` keeps it out of the accessibility tree.
 * The 404 page, one file for every unknown address, has none: it is no page of the site.
 */
export function noscriptCount(path: string): string {
  if (!plainPath.test(path)) throw new Error(`${path} is not a plain path for the count image`)
  return `<noscript><img src="/api/count?p=${path}" alt="" width="1" height="1" class="visually-hidden"></noscript>`
}

/** Puts a page's count image at the end of its body. */
export function withNoscriptCount(html: string, path: string): string {
  if (!html.includes('</body>')) throw new Error(`The page ${path} has no </body>`)
  return html.replace('</body>', () => `${noscriptCount(path)}\n  </body>`)
}
