/**
 * Runs in the page (pass it to `page.evaluate`, it reads nothing from its module): the element
 * and URL of the load's largest contentful paint. It waits for an image to be the largest
 * paint, 300 ms past the first such report (a busy machine can paint the heading a frame before
 * the picture), or `patience` ms at most, and then gives the last one reported.
 */
export function largestPaint(patience: number): Promise<{ url: string; tag: string }> {
  return new Promise((done) => {
    let last = { url: '', tag: '' }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        url: string
        element: Element | null
      })[])
        last = { url: entry.url, tag: entry.element?.tagName ?? '' }
      if (last.url !== '') setTimeout(() => done(last), 300)
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    setTimeout(() => done(last), patience)
  })
}
