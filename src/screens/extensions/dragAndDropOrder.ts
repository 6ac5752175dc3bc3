// The drag-and-drop page's order, as plain data: a list to reorder and a board of three columns.
// Ids name the samples' texts (extensionsKit.dnd.items.<id>, extensionsKit.dnd.cards.<id>).

export const boardColumns = ['todo', 'doing', 'done'] as const
export type BoardColumn = (typeof boardColumns)[number]
export type Board = Record<BoardColumn, string[]>

export interface DragAndDropOrder {
  list: string[]
  board: Board
}

export const initialOrder: DragAndDropOrder = {
  list: ['discovery', 'design', 'build', 'test', 'release'],
  board: {
    todo: ['copy', 'icons', 'onboarding'],
    doing: ['filters', 'export'],
    done: ['login'],
  },
}

export const isBoardColumn = (id: string): id is BoardColumn =>
  (boardColumns as readonly string[]).includes(id)

/** The list with `activeId` moved to the place of `overId` (unknown ids change nothing). */
export function reorder(list: readonly string[], activeId: string, overId: string): string[] {
  const from = list.indexOf(activeId)
  const to = list.indexOf(overId)
  if (from < 0 || to < 0 || from === to) return [...list]
  const moved = [...list]
  moved.splice(from, 1)
  moved.splice(to, 0, activeId)
  return moved
}

/** The column that holds `id`: a column's own id, or the column of a card. */
export function columnOf(board: Board, id: string): BoardColumn | undefined {
  if (isBoardColumn(id)) return id
  return boardColumns.find((column) => board[column].includes(id))
}

/**
 * The board with `cardId` moved over `overId`: onto a card, it takes that card's place (in its
 * column or another); onto a column, it goes to the column's end. Unknown ids change nothing.
 */
export function moveCard(board: Board, cardId: string, overId: string): Board {
  const from = columnOf(board, cardId)
  const to = columnOf(board, overId)
  if (!from || !to || isBoardColumn(cardId)) return board
  if (from === to) {
    if (isBoardColumn(overId)) return board
    return { ...board, [to]: reorder(board[to], cardId, overId) }
  }
  const target = board[to].filter((id) => id !== cardId)
  const at = isBoardColumn(overId) ? target.length : target.indexOf(overId)
  target.splice(at, 0, cardId)
  return { ...board, [from]: board[from].filter((id) => id !== cardId), [to]: target }
}

/** Where a card is: its column, its 1-based position and how many cards the column holds. */
export function placeOf(board: Board, cardId: string) {
  const column = columnOf(board, cardId) ?? 'todo'
  return { column, position: board[column].indexOf(cardId) + 1, count: board[column].length }
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join()

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/** `value[key]` of anything, unknown until checked. */
const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null
    ? Object.getOwnPropertyDescriptor(value, key)?.value
    : undefined

/** A stored order, if it holds exactly the samples' ids (an older or damaged one is dropped). */
export function parseOrder(stored: string | null): DragAndDropOrder | null {
  if (!stored) return null
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    return null
  }
  const list = fieldOf(value, 'list')
  const [todo, doing, done] = boardColumns.map((column) => fieldOf(fieldOf(value, 'board'), column))
  if (!isStringList(list) || !isStringList(todo) || !isStringList(doing) || !isStringList(done))
    return null
  const initialCards = boardColumns.flatMap((column) => initialOrder.board[column])
  if (!sameIds(list, initialOrder.list) || !sameIds([...todo, ...doing, ...done], initialCards))
    return null
  return { list, board: { todo, doing, done } }
}
