import { type RefObject, useEffect, useState } from 'react'

/** Whether the element has come within `margin` of the viewport (once true, it stays true). */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  // Without an observer to ask (an old browser), everything counts as near.
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (isNear || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, isNear])
  return isNear
}
