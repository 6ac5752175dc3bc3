import { type RefObject, useLayoutEffect, useRef } from 'react'

/**
 * The latest `value`, for handlers that keep their identity while it changes: read only when a
 * person acts (after the render that gave it), never while rendering.
 */
export function useLatest<Value>(value: Value): RefObject<Value> {
  const latest = useRef(value)
  useLayoutEffect(() => {
    latest.current = value
  })
  return latest
}
