import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react'

/** A cell of the grid: row 0 is the header, 1 the filters, 2 on the data rows. */
export interface GridCell {
  row: number
  col: number
}

export const headerRows = 2

interface GridFocusOptions {
  gridRef: RefObject<HTMLDivElement | null>
  rowCount: number
  colCount: number
  /** Data rows a page key moves. */
  pageRows: number
  /** Brings data row `index` into the scrolling box (it may not be drawn yet). */
  scrollToRow: (index: number) => void
  /** Enter or Space on a cell: sort a header, open or select a row. */
  onActivate: (cell: GridCell, key: 'Enter' | ' ', event: KeyboardEvent) => void
  /** Alt + Left / Right on a header cell. */
  onResize?: (col: number, delta: number) => void
  /** Alt + Shift + Left / Right on a header cell: the column one place towards the start or end. */
  onMove?: (col: number, step: -1 | 1) => void
}

const isField = (target: EventTarget) =>
  target instanceof HTMLElement && target.matches('input, select, textarea')

const cellSelector = ({ row, col }: GridCell) => `[data-cell="${row}:${col}"]`

/**
 * The grid pattern's one tab stop and arrow keys: the active cell is focusable, arrows move
 * between cells, Home / End to the row's ends (with Ctrl, the grid's), Page Up / Down by a
 * screenful. In the filter row, Enter goes into the field and Escape back to its cell.
 */
export function useGridFocus(options: GridFocusOptions) {
  const { gridRef, rowCount, colCount } = options
  const [active, setActive] = useState<GridCell>({ row: 0, col: 0 })
  const wantsFocus = useRef(false)

  useEffect(() => {
    if (!wantsFocus.current) return
    const cell = gridRef.current?.querySelector<HTMLElement>(cellSelector(active))
    if (cell) {
      wantsFocus.current = false
      cell.focus({ preventScroll: active.row < headerRows })
    }
  })

  const moveTo = (cell: GridCell) => {
    const next = {
      row: Math.max(0, Math.min(rowCount - 1, cell.row)),
      col: Math.max(0, Math.min(colCount - 1, cell.col)),
    }
    wantsFocus.current = true
    setActive(next)
    if (next.row >= headerRows) options.scrollToRow(next.row - headerRows)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isField(event.target)) {
      if (event.key === 'Escape') {
        event.preventDefault()
        moveTo(active)
      }
      return
    }
    const { row, col } = active
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
    if (event.altKey && row === 0 && (event.key === forward || event.key === backward)) {
      event.preventDefault()
      const isForward = event.key === forward
      if (event.shiftKey) {
        options.onMove?.(col, isForward ? 1 : -1)
        moveTo({ row, col: col + (isForward ? 1 : -1) })
      } else options.onResize?.(col, isForward ? 16 : -16)
      return
    }
    const moves: Record<string, GridCell | undefined> = {
      ArrowDown: { row: row + 1, col },
      ArrowUp: { row: row - 1, col },
      [forward]: { row, col: col + 1 },
      [backward]: { row, col: col - 1 },
      Home: event.ctrlKey ? { row: headerRows, col: 0 } : { row, col: 0 },
      End: event.ctrlKey ? { row: rowCount - 1, col: colCount - 1 } : { row, col: colCount - 1 },
      PageDown: { row: Math.max(headerRows, row + options.pageRows), col },
      PageUp: { row: Math.max(row < headerRows ? 0 : headerRows, row - options.pageRows), col },
    }
    const target = moves[event.key]
    if (target) {
      event.preventDefault()
      moveTo(target)
      return
    }
    if (event.key === 'Enter' && row === 1) {
      event.preventDefault()
      gridRef.current
        ?.querySelector<HTMLElement>(
          `${cellSelector(active)} input, ${cellSelector(active)} select`,
        )
        ?.focus()
      return
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      options.onActivate(active, event.key, event)
    }
  }

  /** A cell a pointer or the tab key focused becomes the active one. */
  const onFocusCell = (cell: GridCell) => {
    if (cell.row !== active.row || cell.col !== active.col) setActive(cell)
  }

  return { active, onKeyDown, onFocusCell }
}
