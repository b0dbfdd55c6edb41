/*
 * Reading a request for the static routes: its path (split, decoded, made canonical), its
 * conditional headers and its byte range.
 */

/** Whether an If-None-Match header names this ETag (weak comparison, `*` matches). */
export function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare)
}

/** A request URL as its path and its query (undefined without `?`). */
export function splitUrl(url: string): [string, string | undefined] {
  const at = url.indexOf('?')
  return at === -1 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)]
}

/** Decodes a URL path; undefined for malformed escapes, NUL bytes or backslashes. */
export function decodePath(rawPath: string): string | undefined {
  try {
    const path = decodeURIComponent(rawPath)
    return path.includes('\0') || path.includes('\\') || !path.startsWith('/') ? undefined : path
  } catch {
    return undefined
  }
}

/**
 * The canonical form of a path: no trailing slash, no `/index.html`, one leading slash (so a
 * redirect can never point to another host through `//` or `/\`).
 */
export function canonicalPath(rawPath: string): string {
  let path = rawPath
  if (path.endsWith('/index.html')) path = path.slice(0, -'index.html'.length)
  path = '/' + path.replace(/^[/\\]+/, '').replace(/\/+$/, '')
  return path
}

/** One `bytes=a-b` range; undefined to send the whole file; several ranges are not split. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (match === null) return undefined
  const [, from = '', to = ''] = match
  if (from === '' && to === '') return undefined
  let start: number
  let end: number
  if (from === '') {
    const suffix = Number(to)
    if (suffix === 0) return 'unsatisfiable'
    start = Math.max(0, size - suffix)
    end = size - 1
  } else {
    start = Number(from)
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  }
  if (start >= size || start > end) return 'unsatisfiable'
  return { start, end }
}
