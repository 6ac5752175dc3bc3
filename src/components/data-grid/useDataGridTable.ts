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
> & { rows: Row[] }

/**
 * TanStack Table over the grid's columns: visibility, pinning, order, sizing (resized by
 * pointer or keyboard) and the sort, all but the sizes steered by the screen's view. The server
 * sorts and filters; the table holds the rows on screen.
 */
export function useDataGridTable<Row extends DataGridRow>(options: TableOptions<Row>) {
  // TanStack Table hands out fresh functions on every change; compiler memoization would go stale.
  'use no memo'
  const { columns, hidden, pinned, order, sorting, rows } = options
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
  const table = useReactTable<Row>({
    data: rows,
    columns: definitions,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: true,
    columnResizeMode: 'onChange',
    state: {
      sorting: [...sorting],
      columnVisibility: Object.fromEntries(hidden.map((id) => [id, false])),
      columnPinning: { left: [...leadingColumns, ...pinned], right: [] },
      columnOrder: order.length > 0 ? [...leadingColumns, ...order] : [],
      columnSizing,
    },
    onColumnSizingChange: setColumnSizing,
  })
  const shown = [...table.getLeftVisibleLeafColumns(), ...table.getCenterVisibleLeafColumns()]
  const resize = (id: string, delta: number) => {
    const column = table.getColumn(id)
    if (!column?.getCanResize()) return
    setColumnSizing((sizes) => ({ ...sizes, [id]: Math.max(64, column.getSize() + delta) }))
  }
  return { table, shown, byId, resize }
}
