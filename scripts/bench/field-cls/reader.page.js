/*
 * Runs in the page under test (added before any of its own scripts by scripts/bench/field-cls):
 * reads CLS with web-vitals' attribution build (the iife, added just before this file), and
 * scrolls the way a reader does while the page loads: a screen every 300 ms from the first paint
 * until two seconds after the app's `interactive` mark (staying at the bottom once there).
 */
;(() => {
  const stepMs = 300
  const afterInteractiveMs = 2000
  const state = { cls: 0, shifts: [], steps: 0, done: false, interactiveAt: null }
  window.__fieldCls = state
  window.webVitals.onCLS(
    (metric) => {
      state.cls = metric.value
      const a = metric.attribution || {}
      state.largest = {
        target: a.largestShiftTarget || null,
        value: a.largestShiftValue || 0,
        time: a.largestShiftTime || 0,
      }
    },
    { reportAllChanges: true },
  )
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput || entry.value === 0) continue
      const sources = (entry.sources || []).map((s) => {
        const n = s.node
        const name = !n
          ? '(removed)'
          : n.nodeType === 1
            ? n.tagName.toLowerCase() +
              (n.id ? '#' + n.id : '') +
              (n.className && typeof n.className === 'string'
                ? '.' + n.className.split(' ')[0]
                : '')
            : '#text ' + (n.textContent || '').slice(0, 24)
        return name + ' ' + Math.round(s.previousRect.y) + '→' + Math.round(s.currentRect.y)
      })
      state.shifts.push({
        time: Math.round(entry.startTime),
        value: entry.value,
        sources: [
          ...sources,
          `at scrollY ${Math.round(scrollY)} of ${document.documentElement.scrollHeight}`,
        ],
      })
    }
  }).observe({ type: 'layout-shift', buffered: true })
  const start = () => {
    const timer = setInterval(() => {
      const interactive = performance.getEntriesByName('interactive')[0]
      if (interactive && state.interactiveAt === null) state.interactiveAt = interactive.startTime
      const bottom = scrollY + innerHeight >= document.documentElement.scrollHeight - 1
      const late =
        state.interactiveAt !== null && performance.now() > state.interactiveAt + afterInteractiveMs
      if (late) {
        clearInterval(timer)
        state.done = true
        state.y = scrollY
        return
      }
      if (bottom) return
      scrollBy(0, innerHeight)
      state.steps++
    }, stepMs)
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntries().length > 0) {
      observer.disconnect()
      start()
    }
  }).observe({ type: 'paint', buffered: true })
})()
