import type { UniqueIdentifier } from '@dnd-kit/core'
import { useMemo, useRef } from 'react'

/**
 * `isNew(active, over)`: whether `over` is a place not yet announced in this drag (`forget()` at
 * its start). dnd-kit reports the picked-up item as over itself at once, and again after a card
 * joins another column: saying so would talk over "Picked up" or repeat the place just given.
 */
export function useNewPlace() {
  const lastOver = useRef<UniqueIdentifier | undefined>(undefined)
  return useMemo(
    () => ({
      forget: () => {
        lastOver.current = undefined
      },
      isNew: (active: UniqueIdentifier, over: UniqueIdentifier | undefined) => {
        if (over === undefined || over === active || over === lastOver.current) return false
        lastOver.current = over
        return true
      },
    }),
    [],
  )
}
