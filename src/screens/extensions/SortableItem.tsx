import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { GrabberIcon } from '@primer/octicons-react'
import { IconButton } from '@primer/react'

export interface SortableItemProps {
  id: string
  /** What the item says. */
  text: string
  /** The drag handle's name, e.g. "Move Research". */
  moveLabel: string
}

/** A row of a sortable list or a card of the board, moved by its handle. */
export function SortableItem({ id, text, moveLabel }: SortableItemProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className="cea-dnd-item"
      data-dragging={isDragging}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        icon={GrabberIcon}
        variant="invisible"
        size="small"
        className="cea-dnd-item__handle"
        aria-label={moveLabel}
      />
      <span className="cea-dnd-item__text">{text}</span>
    </li>
  )
}
