import { useEffect, useState } from 'react'

/**
 * The content width of `element` in whole px, kept up to date by a ResizeObserver (which reads it
 * after layout, so asking never forces one); null until the element is in the page and measured.
 */
export function useElementWidth(element: Element | null): number | null {
  const [width, setWidth] = useState<number | null>(null)
  useEffect(() => {
    if (!element) return
    const observer = new ResizeObserver((entries) => {
      const measured = entries.at(-1)?.contentRect.width
      if (measured !== undefined) setWidth(Math.floor(measured))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return width
}
