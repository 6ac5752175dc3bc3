import { ChevronDownIcon, ChevronRightIcon } from '@primer/octicons-react'
import { VisuallyHidden } from '@primer/react'
import type { Column } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { type CSSProperties, type ReactNode, useCallback, useEffect, useId, useRef } from 'react'
import { ListMessage } from '../list-table/ListMessage'
import { DataGridHeader } from './DataGridHeader'
import type { DataGridDensity, DataGridProps, DataGridRow } from './dataGridTypes'
import { type GridCell, headerRows, useGridFocus } from './useGridFocus'
import { expandColumnId, selectColumnId, useDataGridTable } from './useDataGridTable'
import './dataGrid.css'

const rowHeights: Record<DataGridDensity, number> = { condensed: 32, normal: 44, spacious: 56 }

/**
 * A grid of any length (100,000 rows) on TanStack Table and TanStack Virtual, drawn with Primer's
 * table look: only the rows on screen are in the page (skeleton rows while their window loads),
 * the server sorts and filters. The grid pattern: one tab stop, arrows between cells, Home / End,
 * Page Up / Down; Enter on a header sorts (Shift + Enter adds a sort key), on a row opens its
 * details; Space selects it. It scrolls both ways inside its own named box, never the page.
 */
export function DataGrid<Row extends DataGridRow>(props: DataGridProps<Row>) {
  // The virtualizer hands out fresh functions on every scroll; compiler memoization would go stale.
  'use no memo'
  const { total, rowAt, state, labels, expanded } = props
  const scrollRef = useRef<HTMLDivElement>(null)
  const gridRef = useRef<HTMLDivElement>(null)
  const sortHintId = useId()
  const rowHeight = rowHeights[props.density]
  const count = state === 'populated' || state === 'loading' ? total : 0
  // The same key function until the rows change (`rowAt` is kept while no block arrives): the
  // virtualizer measures every row of the list again whenever it gets a new one.
  const getItemKey = useCallback((index: number) => rowAt(index)?.id ?? `slot-${index}`, [rowAt])
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    getItemKey,
  })
  const items = virtualizer.getVirtualItems()
  const first = items[0]?.index ?? 0
  const last = items[items.length - 1]?.index ?? 0
  const { onShow } = props
  useEffect(() => onShow?.(first, last), [onShow, first, last])
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight, expanded])

  const loaded = items.map((item) => rowAt(item.index)).filter((row) => row !== undefined)
  const openAt = openRowIndexes(expanded, items, rowAt, props.indexOfRow)
  /** A row's place for assistive technology: each open row's details are a row of their own. */
  const ariaRowIndex = (index: number) =>
    index + headerRows + 1 + openAt.filter((open) => open < index).length
  const { table, shown, byId, resize } = useDataGridTable({ ...props, rows: loaded })
  const focus = useGridFocus({
    gridRef,
    rowCount: count + headerRows,
    colCount: shown.length,
    pageRows: Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / rowHeight) - 2),
    scrollToRow: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    onActivate: (cell, key, event) => activate(cell, key, event.shiftKey),
    onMove: (col, step) => {
      const column = shown[col]
      if (column && byId.has(column.id)) props.onMoveColumn?.(column.id, step)
    },
    onResize: (col, delta) => {
      const column = shown[col]
      if (column) resize(column.id, delta)
    },
  })

  function activate(cell: GridCell, key: 'Enter' | ' ', isShift: boolean) {
    const column = shown[cell.col]
    if (!column) return
    if (cell.row === 0) {
      if (byId.get(column.id)?.isSortable) props.onSort(column.id, isShift)
      return
    }
    const row = rowAt(cell.row - headerRows)
    if (!row) return
    if (key === ' ' || column.id === selectColumnId) props.onToggleRow(row.id)
    else props.onToggleExpanded(row.id)
  }

  if (state === 'error' || state === 'empty') {
    return (
      <ListMessage
        kind={state}
        labels={labels}
        onRetry={props.onRetry}
        emptyAction={props.emptyAction}
      />
    )
  }

  const template = shown.map((column) => `${column.getSize()}px`).join(' ')
  const width = shown.reduce((sum, column) => sum + column.getSize(), 0)
  const stickyStyle = (column: Column<Row>): CSSProperties | undefined =>
    column.getIsPinned() === 'left' ? { insetInlineStart: column.getStart('left') } : undefined
  const cellProps = (cell: GridCell) => {
    const isRendered =
      focus.active.row < headerRows ||
      items.some((item) => item.index === focus.active.row - headerRows)
    const tabbable = isRendered ? focus.active : { row: 0, col: focus.active.col }
    return {
      tabIndex: cell.row === tabbable.row && cell.col === tabbable.col ? 0 : -1,
      'data-cell': `${cell.row}:${cell.col}`,
      onFocus: () => focus.onFocusCell(cell),
    }
  }
  const loadedIds = loaded.map((row) => row.id)
  const selectedShown = loadedIds.filter((id) => props.isSelected(id)).length

  return (
    <div
      ref={scrollRef}
      className="cea-data-grid"
      style={{ '--cea-grid-columns': template } as CSSProperties}
      data-density={props.density}
      role="region"
      aria-label={props.label}
      // Focusable so a keyboard can scroll it (axe: scrollable-region-focusable).
      tabIndex={0}
    >
      <div
        ref={gridRef}
        role="grid"
        aria-label={props.label}
        aria-rowcount={count + headerRows + openAt.length}
        aria-colcount={shown.length}
        aria-multiselectable
        aria-busy={props.isBusy || state === 'loading' || undefined}
        className="cea-data-grid__grid"
        // The cells take focus; the grid only hears their keys.
        tabIndex={-1}
        style={{ width }}
        onKeyDown={focus.onKeyDown}
      >
        <DataGridHeader
          table={table}
          shown={shown}
          byId={byId}
          labels={labels}
          sortHintId={sortHintId}
          onSort={props.onSort}
          onPlaceColumn={props.onPlaceColumn}
          cellProps={cellProps}
          stickyStyle={stickyStyle}
          selectShown={{
            checked: loadedIds.length > 0 && selectedShown === loadedIds.length,
            indeterminate: selectedShown > 0 && selectedShown < loadedIds.length,
            onChange: () => props.onToggleRows(loadedIds),
          }}
        />
        <div
          role="rowgroup"
          className="cea-data-grid__body"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((item) => {
            const row = rowAt(item.index)
            const gridRow = item.index + headerRows
            const isOpen = row !== undefined && expanded.includes(row.id)
            const isSelected = row !== undefined && props.isSelected(row.id)
            return (
              <div
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                role="presentation"
                className="cea-data-grid__item"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <div
                  role="row"
                  aria-rowindex={ariaRowIndex(item.index)}
                  aria-selected={row ? isSelected : undefined}
                  className="cea-data-grid__row"
                  style={{ height: rowHeight }}
                >
                  {shown.map((column, col) => {
                    const spec = byId.get(column.id)
                    let content: ReactNode = <span className="cea-data-grid__skeleton" />
                    if (row && column.id === selectColumnId) {
                      content = (
                        <input
                          type="checkbox"
                          tabIndex={-1}
                          aria-label={labels.selectRow(props.rowName(row))}
                          checked={isSelected}
                          onChange={() => props.onToggleRow(row.id)}
                        />
                      )
                    } else if (row && column.id === expandColumnId) {
                      content = (
                        <button
                          type="button"
                          tabIndex={-1}
                          className="cea-data-grid__expand"
                          aria-expanded={isOpen}
                          aria-label={(isOpen ? labels.collapseRow : labels.expandRow)(
                            props.rowName(row),
                          )}
                          onClick={() => props.onToggleExpanded(row.id)}
                        >
                          {isOpen ? <ChevronDownIcon /> : <ChevronRightIcon />}
                        </button>
                      )
                    } else if (row && spec) content = spec.cell(row)
                    return (
                      <div
                        key={column.id}
                        role={row && spec?.isRowHeader ? 'rowheader' : 'gridcell'}
                        aria-colindex={col + 1}
                        className="cea-data-grid__cell"
                        data-align={spec?.align}
                        data-pinned={column.getIsPinned() || undefined}
                        style={stickyStyle(column)}
                        {...cellProps({ row: gridRow, col })}
                      >
                        {content}
                      </div>
                    )
                  })}
                </div>
                {row && isOpen ? (
                  <div
                    role="row"
                    aria-rowindex={ariaRowIndex(item.index) + 1}
                    className="cea-data-grid__details"
                    style={{ width }}
                  >
                    <div role="gridcell" aria-colspan={shown.length}>
                      {props.renderDetails(row)}
                    </div>
                  </div>
                ) : null}
              </div>
            )
          })}
        </div>
      </div>
      <VisuallyHidden id={sortHintId}>{labels.sortHint}</VisuallyHidden>
    </div>
  )
}

/**
 * Where the open rows are: those whose place the list knows (`indexOfRow`), and those on screen;
 * ascending. An open row whose place is unknown (its block not loaded) is not counted.
 */
function openRowIndexes<Row extends DataGridRow>(
  expanded: readonly number[],
  items: ReadonlyArray<{ index: number }>,
  rowAt: (index: number) => Row | undefined,
  indexOfRow?: (id: number) => number | undefined,
): number[] {
  if (expanded.length === 0) return []
  const found = new Set<number>()
  for (const id of expanded) {
    const index = indexOfRow?.(id)
    if (index !== undefined) found.add(index)
  }
  for (const { index } of items) {
    const row = rowAt(index)
    if (row && expanded.includes(row.id)) found.add(index)
  }
  return [...found].sort((a, b) => a - b)
}
