import { useSyncExternalStore } from 'react'

/** Phones: below Primer's "regular" width (768 px), where the shell and areas take their phone layout. */
export const phoneQuery = '(max-width: 767.98px)'

/** Whether a CSS media query matches, kept in step with the window. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
