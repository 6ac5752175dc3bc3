import { VisuallyHidden } from '@primer/react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from 'react'
import type { SortDirection } from '../../api/types/common'
import type {
  ListTableColumn,
  ListTableLabels,
  ListTableRow,
  ListTableState,
} from '../list-table/listTableTypes'
import { ListMessage } from '../list-table/ListMessage'
import { VirtualTableHeader } from './VirtualTableHeader'
import './listVirtualTable.css'

export interface ListVirtualTableProps<Row extends ListTableRow> {
  /** Names the table (e.g. "Employees"). */
  'aria-label': string
  /** The columns: header, cell, sorting and alignment. */
  columns: ReadonlyArray<ListTableColumn<Row>>
  /** Matching rows in all: the scroll height is theirs, however few are loaded. */
  total: number
  /** The row at `index`, or undefined while it loads (a placeholder row is drawn). */
  rowAt: (index: number) => Row | undefined
  /** The rows on screen changed (first and last index, overscan included). */
  onShow: (first: number, last: number) => void
  /** The table's face: rows, loading, failed or none. */
  state: ListTableState
  /** Rows stay on screen while the list fetches again (`aria-busy`). */
  isRefreshing?: boolean
  /** The table's words, already translated. */
  labels: Pick<
    ListTableLabels,
    'empty' | 'error' | 'retry' | 'loading' | 'sortAscending' | 'sortDescending'
  >
  /** The server's sort column; none: not sorted. */
  sortColumn?: string
  /** The server's sort direction. */
  sort?: SortDirection
  /** A sortable header was clicked: the column and the direction it asks for. */
  onSort?: (column: string, direction: SortDirection) => void
  /** Try again after a failed load; without it the error has no button. */
  onRetry?: () => void
  /** Beside the empty message, e.g. a "Clear filters" button. */
  emptyAction?: ReactNode
  /** Each row's height in px (rows are one line); 44 unless said. */
  rowHeight?: number
}

/**
 * A table of any length (100,000 rows) driven by a windowed list view (`useListView` over
 * `createWindowedListMachine`): only the rows on screen are in the page, the scroll height is the
 * whole list's, and the rows not loaded yet are placeholders. ARIA's table roles with
 * `aria-rowcount` / `aria-rowindex` tell assistive technology where each row is in the whole.
 * The table scrolls inside its own box, both ways, so a phone never scrolls the page sideways.
 */
export function ListVirtualTable<Row extends ListTableRow>(props: ListVirtualTableProps<Row>) {
  // The virtualizer hands out fresh functions on every scroll; compiler memoization would go stale.
  'use no memo'
  const { columns, total, rowAt, onShow, state, labels, rowHeight = 44 } = props
  const scrollRef = useRef<HTMLDivElement>(null)
  const id = useId()
  const sortHints = { asc: `${id}-asc`, desc: `${id}-desc` }
  const virtualizer = useVirtualizer({
    count: state === 'populated' || state === 'loading' ? total : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  })
  const items = virtualizer.getVirtualItems()
  const first = items[0]?.index ?? 0
  const last = items[items.length - 1]?.index ?? 0
  useEffect(() => onShow(first, last), [onShow, first, last])

  const template = columns
    .map((column) => (column.width === 'auto' ? 'minmax(8rem, auto)' : 'minmax(10rem, 1fr)'))
    .join(' ')
  const style = { '--cea-virtual-columns': template } as CSSProperties

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

  return (
    <div
      ref={scrollRef}
      className="cea-virtual-table"
      style={style}
      // The scroller is focusable so a keyboard can scroll it (axe: scrollable-region-focusable).
      tabIndex={0}
      role="region"
      aria-label={props['aria-label']}
    >
      <div
        role="table"
        aria-label={props['aria-label']}
        aria-rowcount={total + 1}
        aria-busy={props.isRefreshing || state === 'loading' || undefined}
        className="cea-virtual-table__table"
      >
        <VirtualTableHeader
          columns={columns}
          sortHints={sortHints}
          sortColumn={props.sortColumn}
          sort={props.sort}
          onSort={props.onSort}
        />
        <div
          role="rowgroup"
          className="cea-virtual-table__body"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((item) => {
            const row = rowAt(item.index)
            return (
              <div
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                className="cea-virtual-table__row"
                style={{ transform: `translateY(${item.start}px)`, height: rowHeight }}
              >
                {columns.map((column) => (
                  <div
                    key={column.id}
                    role={column.isRowHeader ? 'rowheader' : 'cell'}
                    className="cea-virtual-table__cell"
                    data-align={column.align}
                  >
                    {row ? (
                      cellOf(column, row)
                    ) : (
                      <span className="cea-virtual-table__placeholder" />
                    )}
                  </div>
                ))}
              </div>
            )
          })}
        </div>
      </div>
      <VisuallyHidden id={sortHints.asc}>{labels.sortAscending}</VisuallyHidden>
      <VisuallyHidden id={sortHints.desc}>{labels.sortDescending}</VisuallyHidden>
    </div>
  )
}

function cellOf<Row extends ListTableRow>(column: ListTableColumn<Row>, row: Row): ReactNode {
  if (column.renderCell) return column.renderCell(row)
  const value = row[column.field]
  return value === null || value === undefined ? '' : String(value)
}
