/**
 * Asks the browser to fetch the desk app's files (its entry script, the scripts it imports and
 * its stylesheet, named by the build in `<meta name="desk-app">`: vite.desk.config.ts) at low
 * priority, once: the sign-in page calls it at the person's first keystroke, so the app opens
 * from the cache when they are signed in, and a visit that never types costs nothing more.
 */
export function prefetchAppOnce(document: Document): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="desk-app"]')
  if (meta === null || meta.dataset['fetched'] !== undefined) return
  meta.dataset['fetched'] = ''
  for (const href of meta.content.split(' ').filter((h) => h.startsWith('/desk/assets/'))) {
    const link = document.createElement('link')
    link.rel = 'prefetch'
    link.href = href
    document.head.append(link)
  }
}
