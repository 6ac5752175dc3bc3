import {
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { useMemo, useRef } from 'react'

/**
 * Pointer (after a few pixels, so a click stays a click), touch (after a short press, so the
 * page still scrolls) and keyboard (Space or Enter, arrows, Space or Enter again; Escape cancels).
 */
export function useDragSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
}

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
