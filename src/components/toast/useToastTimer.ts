import { type RefObject, useEffect, useRef, useState } from 'react'

/**
 * Calls `onExpire` after `durationMs` of time not paused: hovering or focusing a toast stops its
 * clock, and leaving it runs the time that was left. `restartKey` starts the clock again (a
 * promise toast that settles). A null duration never expires.
 */
export function useToastTimer(
  durationMs: number | null,
  isPaused: boolean,
  onExpire: () => void,
  restartKey: number,
) {
  const remaining = useRef(durationMs)
  const expire = useRef(onExpire)
  useEffect(() => {
    expire.current = onExpire
  }, [onExpire])

  useEffect(() => {
    remaining.current = durationMs
  }, [durationMs, restartKey])

  useEffect(() => {
    const left = remaining.current
    if (isPaused || left === null) return
    const startedAt = performance.now()
    const timer = window.setTimeout(() => expire.current(), left)
    return () => {
      window.clearTimeout(timer)
      remaining.current = Math.max(0, left - (performance.now() - startedAt))
    }
  }, [isPaused, durationMs, restartKey])
}

/** Whether the pointer is over `ref`'s element or focus is inside it (its timer waits meanwhile). */
export function useHoveredOrFocused(ref: RefObject<HTMLElement | null>): boolean {
  const [isHovered, setHovered] = useState(false)
  const [isFocused, setFocused] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const listeners: Array<[keyof HTMLElementEventMap, (event: Event) => void]> = [
      ['mouseenter', () => setHovered(true)],
      ['mouseleave', () => setHovered(false)],
      ['focusin', () => setFocused(true)],
      [
        'focusout',
        (event) => {
          const next = event instanceof FocusEvent ? event.relatedTarget : null
          if (!(next instanceof Node) || !element.contains(next)) setFocused(false)
        },
      ],
    ]
    for (const [type, listener] of listeners) element.addEventListener(type, listener)
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener)
    }
  }, [ref])
  return isHovered || isFocused
}
