import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { type Board, boardColumns, columnOf, moveCard, placeOf } from './dragAndDropOrder'
import { KanbanColumn } from './KanbanColumn'
import { useDragSensors } from './useDragSensors'
import { useNewPlace } from './useNewPlace'

export interface KanbanBoardProps {
  board: Board
  onChange: (change: (board: Board) => Board) => void
}

/**
 * Three columns whose cards move within and between them by pointer, touch or keyboard. A card
 * joins another column as it passes over it; Escape puts it back where it was.
 */
export function KanbanBoard({ board, onChange }: KanbanBoardProps) {
  const { t } = useTranslation()
  const sensors = useDragSensors()
  const boardNow = useRef(board)
  const beforeDrag = useRef(board)
  useEffect(() => {
    boardNow.current = board
  }, [board])
  const cardText = (card: string) => t(`extensionsKit.dnd.cards.${card}`)

  const place = useNewPlace()
  const accessibility = useMemo(() => {
    const cardName = (id: UniqueIdentifier) => t(`extensionsKit.dnd.cards.${String(id)}`)
    // Where the card lands if dropped over `overId`, read before the board follows the move.
    const landing = (active: UniqueIdentifier, overId: UniqueIdentifier) => {
      const { column, position, count } = placeOf(
        moveCard(boardNow.current, String(active), String(overId)),
        String(active),
      )
      return {
        title: cardName(active),
        column: t(`extensionsKit.dnd.columns.${column}`),
        position,
        count,
      }
    }
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        place.forget()
        return t('extensionsKit.dnd.board.start', landing(active.id, active.id))
      },
      onDragOver: ({ active, over }) =>
        place.isNew(active.id, over?.id)
          ? t('extensionsKit.dnd.board.over', landing(active.id, over?.id ?? active.id))
          : undefined,
      onDragEnd: ({ active, over }) =>
        t('extensionsKit.dnd.board.end', landing(active.id, over?.id ?? active.id)),
      onDragCancel: ({ active }) => {
        const { column } = placeOf(beforeDrag.current, String(active.id))
        return t('extensionsKit.dnd.board.cancel', {
          title: cardName(active.id),
          column: t(`extensionsKit.dnd.columns.${column}`),
        })
      },
    }
    return {
      announcements,
      screenReaderInstructions: { draggable: t('extensionsKit.dnd.instructions') },
    }
  }, [place, t])

  // Passing over another column moves the card there at once, so the column makes room for it.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return
    const [card, target] = [String(active.id), String(over.id)]
    onChange((current) =>
      columnOf(current, card) === columnOf(current, target)
        ? current
        : moveCard(current, card, target),
    )
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) onChange((current) => moveCard(current, String(active.id), String(over.id)))
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={accessibility}
      onDragStart={() => {
        beforeDrag.current = boardNow.current
      }}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => onChange(() => beforeDrag.current)}
    >
      <div className="cea-dnd-board">
        {boardColumns.map((column) => (
          <KanbanColumn
            key={column}
            column={column}
            title={t(`extensionsKit.dnd.columns.${column}`)}
            cards={board[column]}
            textOf={cardText}
            moveLabelOf={(card) => t('extensionsKit.dnd.move', { title: cardText(card) })}
          />
        ))}
      </div>
    </DndContext>
  )
}
