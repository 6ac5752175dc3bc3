import { VisuallyHidden } from '@primer/react'
import type { Column } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import {
  type CSSProperties,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react'
import { ListMessage } from '../list-table/ListMessage'
import { DataGridHeader } from './DataGridHeader'
import { type DataGridRowsLook, DataGridRowView } from './DataGridRow'
import type { DataGridDensity, DataGridProps, DataGridRow } from './dataGridTypes'
import { type GridCell, headerRows, useGridFocus } from './useGridFocus'
import { selectColumnId, useDataGridTable } from './useDataGridTable'
import { useLatest } from './useLatest'
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
  // virtualizer lists every row's key again whenever it gets a new one. A row not loaded yet is
  // keyed by a negative number, which costs no string per row of the list.
  const getItemKey = useCallback((index: number) => rowAt(index)?.id ?? -1 - index, [rowAt])
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
  // Another density: every row's size is new. (An open row's own size is measured as it changes.)
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight])

  const openAt = openRowIndexes(expanded, items, rowAt, props.indexOfRow)
  /** A row's place for assistive technology: each open row's details are a row of their own. */
  const ariaRowIndex = (index: number) =>
    index + headerRows + 1 + openAt.filter((open) => open < index).length
  const { table, shown, byId, resize } = useDataGridTable(props)
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
  const loaded = items.map((item) => rowAt(item.index)).filter((row) => row !== undefined)
  const loadedIds = loaded.map((row) => row.id)
  const selectedShown = loadedIds.filter((id) => props.isSelected(id)).length
  // The rows' and header's handlers keep their identity while the props' change (a parent's
  // inline functions): they call the latest props when a person acts, after the render.
  const latest = useLatest({ props, loadedIds, onFocusCell: focus.onFocusCell })
  const actions = useMemo(
    () => ({
      toggleRow: (id: number) => latest.current.props.onToggleRow(id),
      toggleExpanded: (id: number) => latest.current.props.onToggleExpanded(id),
      focusCell: (cell: GridCell) => latest.current.onFocusCell(cell),
      toggleShown: () => latest.current.props.onToggleRows(latest.current.loadedIds),
      sort: (id: string, isMulti: boolean) => latest.current.props.onSort(id, isMulti),
      placeColumn: (id: string, overId: string) => latest.current.props.onPlaceColumn?.(id, overId),
    }),
    [latest],
  )
  const template = shown.map((column) => `${column.getSize()}px`).join(' ')
  const width = shown.reduce((sum, column) => sum + column.getSize(), 0)
  const { rowName, renderDetails } = props
  const look = useMemo<DataGridRowsLook<Row>>(
    () => ({
      columns: shown.map((column) => ({
        column,
        spec: byId.get(column.id),
        style: stickyStyle(column),
      })),
      sizes: template,
      labels,
      rowName,
      renderDetails,
      rowHeight,
      width,
    }),
    [shown, byId, template, labels, rowName, renderDetails, rowHeight, width],
  )

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

  const { active } = focus
  const isActiveRowDrawn =
    active.row < headerRows || items.some((item) => item.index === active.row - headerRows)
  // The tab stop stays on the header while the active row is scrolled out of the page.
  const tabStop = isActiveRowDrawn ? active : { row: 0, col: active.col }

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
          columns={look.columns}
          sorting={props.sorting}
          resizing={table.getState().columnSizingInfo.isResizingColumn}
          labels={labels}
          sortHintId={sortHintId}
          onSort={actions.sort}
          onPlaceColumn={props.onPlaceColumn ? actions.placeColumn : undefined}
          tabStop={tabStop.row < headerRows ? tabStop : null}
          onFocusCell={actions.focusCell}
          selectShown={
            loadedIds.length > 0 && selectedShown === loadedIds.length
              ? 'all'
              : selectedShown > 0
                ? 'some'
                : 'none'
          }
          onToggleShown={actions.toggleShown}
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
            return (
              <DataGridRowView<Row>
                key={item.key}
                row={row}
                index={item.index}
                gridRow={gridRow}
                start={item.start}
                ariaRowIndex={ariaRowIndex(item.index)}
                isSelected={row !== undefined && props.isSelected(row.id)}
                isOpen={isOpen}
                activeCol={tabStop.row === gridRow ? tabStop.col : -1}
                look={look}
                actions={actions}
                // Only a row of another height is measured (an open one, or one just closed):
                // the others are `rowHeight` exactly, and watching each new row's size cost
                // every scroll frame a ResizeObserver registration per row.
                measure={isOpen || item.size !== rowHeight ? virtualizer.measureElement : undefined}
              />
            )
          })}
        </div>
      </div>
      <VisuallyHidden id={sortHintId}>{labels.sortHint}</VisuallyHidden>
    </div>
  )
}

/** A pinned column's offset, so it stays while the grid scrolls sideways. */
function stickyStyle<Row extends DataGridRow>(column: Column<Row>): CSSProperties | undefined {
  return column.getIsPinned() === 'left' ? { insetInlineStart: column.getStart('left') } : undefined
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
