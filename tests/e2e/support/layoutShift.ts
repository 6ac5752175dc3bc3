/**
 * Layout shifts so far that no input caused (CLS), from the browser's own record: run it with
 * `page.evaluate(layoutShift)`.
 */
export const layoutShift = () =>
  new Promise<number>((resolve) => {
    let total = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry.toJSON() as { value?: number; hadRecentInput?: boolean }
        if (!shift.hadRecentInput) total += shift.value ?? 0
      }
    }).observe({ type: 'layout-shift', buffered: true })
    setTimeout(() => resolve(total), 300)
  })
