import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { reorder } from './dragAndDropOrder'
import { SortableItem } from './SortableItem'
import { useDragSensors } from './useDragSensors'
import { useNewPlace } from './useNewPlace'

export interface ReorderListProps {
  items: string[]
  onReorder: (items: string[]) => void
}

/** A list reordered by pointer, touch or keyboard, each step announced in the UI's language. */
export function ReorderList({ items, onReorder }: ReorderListProps) {
  const { t } = useTranslation()
  const sensors = useDragSensors()
  const titleOf = (id: UniqueIdentifier) => t(`extensionsKit.dnd.items.${String(id)}`)

  const place = useNewPlace()
  const accessibility = useMemo(() => {
    const name = (id: UniqueIdentifier) => t(`extensionsKit.dnd.items.${String(id)}`)
    const placeOf = (id: UniqueIdentifier | undefined) => ({
      position: items.indexOf(String(id)) + 1,
      count: items.length,
    })
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        place.forget()
        return t('extensionsKit.dnd.list.start', { title: name(active.id), ...placeOf(active.id) })
      },
      onDragOver: ({ active, over }) =>
        place.isNew(active.id, over?.id)
          ? t('extensionsKit.dnd.list.over', { title: name(active.id), ...placeOf(over?.id) })
          : undefined,
      onDragEnd: ({ active, over }) =>
        t('extensionsKit.dnd.list.end', {
          title: name(active.id),
          ...placeOf(over?.id ?? active.id),
        }),
      onDragCancel: ({ active }) => t('extensionsKit.dnd.list.cancel', { title: name(active.id) }),
    }
    return {
      announcements,
      screenReaderInstructions: { draggable: t('extensionsKit.dnd.instructions') },
    }
  }, [place, items, t])

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) onReorder(reorder(items, String(active.id), String(over.id)))
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <ol className="cea-dnd-list" aria-label={t('extensionsKit.dnd.list.label')}>
          {items.map((id) => (
            <SortableItem
              key={id}
              id={id}
              text={titleOf(id)}
              moveLabel={t('extensionsKit.dnd.move', { title: titleOf(id) })}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}
