/**
 * Layout shifts so far that no input caused (CLS), from the browser's own record: run it with
 * `page.evaluate(layoutShift)`. It reads the record once the frame after the one showing what
 * the test last saw has been laid out (two animation frames on), so a shift of that frame is in.
 */
export const layoutShift = () =>
  new Promise<number>((resolve) => {
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        // `buffered` puts every shift so far in the observer's buffer at once: no wait for delivery.
        const observer = new PerformanceObserver(() => undefined)
        observer.observe({ type: 'layout-shift', buffered: true })
        let total = 0
        for (const entry of observer.takeRecords()) {
          const shift = entry.toJSON() as { value?: number; hadRecentInput?: boolean }
          if (!shift.hadRecentInput) total += shift.value ?? 0
        }
        observer.disconnect()
        resolve(total)
      }),
    )
  })
