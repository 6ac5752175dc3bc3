import { useDroppable } from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useId } from 'react'
import type { BoardColumn } from './dragAndDropOrder'
import { SortableItem } from './SortableItem'

export interface KanbanColumnProps {
  column: BoardColumn
  title: string
  cards: string[]
  textOf: (card: string) => string
  moveLabelOf: (card: string) => string
}

/** One column of the board: a drop target of its own (so an empty column takes cards) and its cards. */
export function KanbanColumn({ column, title, cards, textOf, moveLabelOf }: KanbanColumnProps) {
  const { setNodeRef } = useDroppable({ id: column })
  const titleId = useId()
  return (
    <section ref={setNodeRef} className="cea-dnd-column" aria-labelledby={titleId}>
      <h3 id={titleId} className="cea-dnd-column__title">
        {title}
      </h3>
      <SortableContext id={column} items={cards} strategy={verticalListSortingStrategy}>
        <ul className="cea-dnd-column__cards" aria-labelledby={titleId}>
          {cards.map((card) => (
            <SortableItem key={card} id={card} text={textOf(card)} moveLabel={moveLabelOf(card)} />
          ))}
        </ul>
      </SortableContext>
    </section>
  )
}
