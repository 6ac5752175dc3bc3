import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type Modifier,
  PointerSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { horizontalListSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { type CSSProperties, type ReactNode, useMemo } from 'react'
import type { DataGridColumnDragLabels } from './dataGridTypes'

/** A header moves along its row only. */
const alongTheRow: Modifier = ({ transform }) => ({ ...transform, y: 0 })

export interface DataGridColumnDragProps {
  /** The data columns that may be dragged, in the order shown. */
  ids: readonly string[]
  /** A column's header text, for what a drag announces. */
  headerOf: (id: string) => string
  /** What a drag announces, already translated. */
  labels: DataGridColumnDragLabels
  /** A column dropped on another's place. */
  onPlace: (id: string, overId: string) => void
  /** The header row whose cells are dragged. */
  children: ReactNode
}

/**
 * Column headers dragged to a new place by pointer or touch (dnd-kit), announced in the UI's
 * language; the keyboard moves a column with Alt + Shift + arrows (useGridFocus) instead of
 * dnd-kit's keyboard sensor, whose Enter and Space the grid's headers already use.
 */
export function DataGridColumnDrag({
  ids,
  headerOf,
  labels,
  onPlace,
  children,
}: DataGridColumnDragProps) {
  const sensors = useSensors(
    // A short move starts a drag, so a click on a header still sorts.
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  )
  const accessibility = useMemo(() => {
    const place = (id: UniqueIdentifier | undefined) => ({
      position: ids.indexOf(String(id)) + 1,
      count: ids.length,
    })
    const announcements: Announcements = {
      onDragStart: ({ active }) => labels.start(headerOf(String(active.id)), place(active.id)),
      onDragOver: ({ active, over }) =>
        over ? labels.over(headerOf(String(active.id)), place(over.id)) : undefined,
      onDragEnd: ({ active, over }) =>
        labels.end(headerOf(String(active.id)), place(over?.id ?? active.id)),
      onDragCancel: ({ active }) => labels.cancel(headerOf(String(active.id))),
    }
    return {
      announcements,
      screenReaderInstructions: { draggable: labels.instructions },
      // dnd-kit's live region and instructions: in the page's body, not inside the header row.
      container: document.body,
    }
  }, [ids, headerOf, labels])
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && over.id !== active.id) onPlace(String(active.id), String(over.id))
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongTheRow]}
      accessibility={accessibility}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={[...ids]} strategy={horizontalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  )
}

/**
 * What a header cell needs to be dragged: its node, its pointer handler and its offset while
 * dragged. dnd-kit's own attributes (a button role, a tab stop) are left out: the cell is a
 * column header of the grid, reached by its arrow keys.
 */
export function useDraggableHeader(id: string, isDraggable: boolean) {
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({
    id,
    disabled: !isDraggable,
  })
  const style: CSSProperties | undefined = transform
    ? { transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 3 : 2 }
    : undefined
  return { setNodeRef, listeners: isDraggable ? listeners : undefined, style, isDragging }
}
