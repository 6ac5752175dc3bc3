import {
  type ColumnDef,
  type ColumnSizingState,
  getCoreRowModel,
  useReactTable,
} from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import type { DataGridColumn, DataGridProps, DataGridRow } from './dataGridTypes'

/** The grid's own columns before the data's: the row's checkbox and its expand button. */
export const selectColumnId = 'select'
export const expandColumnId = 'expand'
const leadingColumns = [selectColumnId, expandColumnId]

type TableOptions<Row extends DataGridRow> = Pick<
  DataGridProps<Row>,
  'columns' | 'hidden' | 'pinned' | 'order' | 'sorting'
>

/** The table holds no rows: the grid draws them from `rowAt`, and the server sorts and filters. */
const noRows: never[] = []

/**
 * TanStack Table over the grid's columns: visibility, pinning, order, sizing (resized by
 * pointer or keyboard) and the sort, all but the sizes steered by the screen's view. The server
 * sorts and filters; the grid draws the rows itself. The table's state is built again only when
 * the view changes, never on a scroll frame, so its columns keep their identity (and the rows and
 * header drawn from them need not be drawn again).
 */
export function useDataGridTable<Row extends DataGridRow>(options: TableOptions<Row>) {
  // TanStack Table hands out fresh functions on every change; compiler memoization would go stale.
  'use no memo'
  const { columns, hidden, pinned, order, sorting } = options
  const [columnSizing, setColumnSizing] = useState<ColumnSizingState>({})
  const definitions = useMemo<Array<ColumnDef<Row>>>(
    () => [
      { id: selectColumnId, size: 48, enableResizing: false, enableSorting: false },
      { id: expandColumnId, size: 48, enableResizing: false, enableSorting: false },
      ...columns.map((column): ColumnDef<Row> => ({
        id: column.id,
        header: column.header,
        size: column.size ?? 160,
        minSize: 64,
        enableSorting: column.isSortable ?? false,
      })),
    ],
    [columns],
  )
  const byId = useMemo(
    () => new Map<string, DataGridColumn<Row>>(columns.map((column) => [column.id, column])),
    [columns],
  )
  const columnVisibility = useMemo(
    () => Object.fromEntries(hidden.map((id) => [id, false])),
    [hidden],
  )
  const columnPinning = useMemo(
    () => ({ left: [...leadingColumns, ...pinned], right: [] }),
    [pinned],
  )
  const columnOrder = useMemo(
    () => (order.length > 0 ? [...leadingColumns, ...order] : []),
    [order],
  )
  const sortingState = useMemo(() => [...sorting], [sorting])
  const table = useReactTable<Row>({
    data: noRows,
    columns: definitions,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: true,
    columnResizeMode: 'onChange',
    state: { sorting: sortingState, columnVisibility, columnPinning, columnOrder, columnSizing },
    onColumnSizingChange: setColumnSizing,
  })
  // TanStack Table keeps these lists while the state they come from is the same.
  const left = table.getLeftVisibleLeafColumns()
  const center = table.getCenterVisibleLeafColumns()
  const shown = useMemo(() => [...left, ...center], [left, center])
  const resize = (id: string, delta: number) => {
    const column = table.getColumn(id)
    if (!column?.getCanResize()) return
    setColumnSizing((sizes) => ({ ...sizes, [id]: Math.max(64, column.getSize() + delta) }))
  }
  return { table, shown, byId, resize }
}
