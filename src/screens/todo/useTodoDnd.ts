import {
  type Announcements,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Task } from '../../api/types/todo'
import { TodoContext } from './todoContext'

/**
 * dnd-kit's sensors (pointer, touch, keyboard with the sortable preset's
 * coordinates), its announcements in the UI's language, and the drop: a
 * `task.reorder` the machine turns into a reorder call.
 */
export function useTodoDnd(tasks: Task[]) {
  const { t } = useTranslation()
  const actor = TodoContext.useActorRef()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  // The row last announced as the place: dnd-kit reports the picked-up row as "over" itself at
  // once, which would talk over "Picked up".
  const lastOver = useRef<UniqueIdentifier | null>(null)
  const accessibility = useMemo(() => {
    const titleOf = (id: UniqueIdentifier) =>
      tasks.find((task) => task.id === Number(id))?.title ?? ''
    const placeOf = (id: UniqueIdentifier | undefined) => ({
      position: tasks.findIndex((task) => task.id === Number(id)) + 1,
      count: tasks.length,
    })
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        lastOver.current = active.id
        return t('todo.dnd.start', { title: titleOf(active.id), ...placeOf(active.id) })
      },
      onDragOver: ({ active, over }) => {
        if (!over || over.id === lastOver.current) return undefined
        lastOver.current = over.id
        return t('todo.dnd.over', { title: titleOf(active.id), ...placeOf(over.id) })
      },
      onDragEnd: ({ active, over }) =>
        t('todo.dnd.end', { title: titleOf(active.id), ...placeOf(over?.id ?? active.id) }),
      onDragCancel: ({ active }) => t('todo.dnd.cancel', { title: titleOf(active.id) }),
    }
    const screenReaderInstructions: ScreenReaderInstructions = {
      draggable: t('todo.dnd.instructions'),
    }
    return { announcements, screenReaderInstructions }
  }, [t, tasks])

  const onDragEnd = ({ active, over }: DragEndEvent) =>
    actor.send({
      type: 'task.reorder',
      activeId: Number(active.id),
      overId: over ? Number(over.id) : null,
    })

  return { sensors, accessibility, onDragEnd }
}
