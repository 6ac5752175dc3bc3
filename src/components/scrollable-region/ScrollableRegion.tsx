import { type HTMLAttributes, type RefObject, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import './scrollableRegion.css'

function overflows(element: HTMLElement): boolean {
  return element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth
}

/**
 * Whether the element's content is larger than the element: measured before the first paint,
 * then again whenever the element or any of its children changes size or the children change
 * (a list that grows inside a panel already at its max height does not resize the panel itself).
 */
export function useScrollOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [hasOverflow, setHasOverflow] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (element === null) return undefined
    const measure = () => setHasOverflow(overflows(element))
    // Committed at once, so the region is focusable in the frame its content starts to overflow.
    const resizes = new ResizeObserver(() => flushSync(measure))
    const observeAll = () => {
      resizes.disconnect()
      resizes.observe(element)
      for (const child of Array.from(element.children)) resizes.observe(child)
      measure()
    }
    const mutations = new MutationObserver(observeAll)
    mutations.observe(element, { childList: true })
    observeAll()
    return () => {
      resizes.disconnect()
      mutations.disconnect()
    }
  }, [ref])
  return hasOverflow
}

/** A div's attributes; name it with aria-labelledby or aria-label (used while it overflows). */
export type ScrollableRegionProps = HTMLAttributes<HTMLDivElement>

/**
 * A box that scrolls its content and, while the content overflows, is a named region a keyboard
 * can reach (Tab to it, then arrows scroll). Like Primer's experimental ScrollableRegion, but it
 * measures before the first paint and notices content that grows after the box reached its size.
 */
export function ScrollableRegion({
  className,
  children,
  'aria-label': label,
  'aria-labelledby': labelledBy,
  ...others
}: ScrollableRegionProps) {
  const ref = useRef<HTMLDivElement>(null)
  const hasOverflow = useScrollOverflow(ref)
  const regionProps = hasOverflow
    ? { role: 'region', tabIndex: 0, 'aria-label': label, 'aria-labelledby': labelledBy }
    : {}
  return (
    <div
      {...others}
      {...regionProps}
      ref={ref}
      className={
        className === undefined ? 'cea-scrollable-region' : `cea-scrollable-region ${className}`
      }
    >
      {children}
    </div>
  )
}
