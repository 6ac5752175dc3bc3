import { VisuallyHidden } from '@primer/react'
import { DataTable, Table } from '@primer/react/experimental'
import { type ReactNode, useId, useLayoutEffect, useMemo, useRef } from 'react'
import type { SortDirection } from '../../api/types/common'
import { ListMessage } from './ListMessage'
import { ListTableFooter } from './ListTableFooter'
import { selectColumn, toPrimerColumn, toSkeletonColumn } from './listTableColumns'
import type { ListTableProps, ListTableRow } from './listTableTypes'
import { usePrimerTableTexts } from './usePrimerTableTexts'
import { useRemountKey } from './useRemountKey'
import './listTable.css'

const defaultPerPageChoices = [10, 25, 50, 100]
const noIds: readonly number[] = []

/**
 * The table of every server-paged list of the kit, on Primer's DataTable: the
 * screen maps the list machine's state to props and its events to callbacks.
 * Sorting, paging and selection are the caller's; the table draws them and
 * reports what the person asked for. Below 600 px of its own width (a
 * container query) each row becomes a card.
 *
 * `state: 'loading'` shows skeleton rows when there are no rows yet; with the
 * rows of the last answer still in `rows` (a sort, another page), they stay,
 * busy, as with `isRefreshing`: the sort button or page the person used keeps
 * the focus.
 */
export function ListTable<Row extends ListTableRow>(props: ListTableProps<Row>) {
  const {
    rows,
    columns,
    labels,
    state,
    isRefreshing = false,
    subtitle,
    actions,
    rowLabel,
    sortColumn = '',
    sort = 'asc',
    onSort,
    selectedIds = noIds,
    onToggleRow,
    onTogglePage,
    page,
    perPage,
    total,
    perPageChoices = defaultPerPageChoices,
    onPage,
    onPerPage,
    onRetry,
    emptyAction,
  } = props
  const id = useId()
  const titleId = `${id}-title`
  const subtitleId = subtitle ? `${id}-subtitle` : undefined
  const rootRef = useRef<HTMLDivElement>(null)
  usePrimerTableTexts(rootRef, labels)

  // DataTable takes its sort once, when it mounts: it mounts again when the sort changes from outside.
  const isSorted = columns.some((column) => column.id === sortColumn && column.isSortable)
  const sorter = useRemountKey(isSorted ? `${sort}:${sortColumn}` : '')

  const primerColumns = useMemo(() => {
    const shown = columns.map(toPrimerColumn)
    if (!onToggleRow || !onTogglePage) return shown
    return [
      selectColumn({ rows, selectedIds, labels, rowLabel, onToggleRow, onTogglePage }),
      ...shown,
    ]
  }, [columns, rows, selectedIds, labels, rowLabel, onToggleRow, onTogglePage])
  const skeletonColumns = useMemo(() => columns.map(toSkeletonColumn), [columns])
  const data = useMemo(() => [...rows], [rows])

  // DataTable passes no other attribute to its table: mark a refetch on the element itself.
  const isSkeleton = state === 'loading' && rows.length === 0
  const isBusy = isRefreshing || state === 'loading'
  useLayoutEffect(() => {
    const table = rootRef.current?.querySelector('table')
    if (isBusy) table?.setAttribute('aria-busy', 'true')
    else table?.removeAttribute('aria-busy')
  })

  let body: ReactNode
  if (isSkeleton) {
    body = (
      <Table.Skeleton<Row>
        aria-labelledby={titleId}
        aria-describedby={subtitleId}
        aria-busy="true"
        className="cea-list-table__skeleton"
        columns={skeletonColumns}
        rows={Math.min(perPage, 10)}
      />
    )
  } else if (state === 'error' || state === 'empty') {
    body = (
      <ListMessage
        kind={state}
        labels={labels}
        onRetry={onRetry}
        emptyAction={emptyAction}
        className="cea-list-table__message"
      />
    )
  } else {
    body = (
      <DataTable<Row>
        key={sorter.key}
        aria-labelledby={titleId}
        aria-describedby={subtitleId}
        columns={primerColumns}
        data={data}
        externalSorting
        // At a mount, the sort asked for now; later the key brings a change from outside.
        initialSortColumn={isSorted ? sortColumn : undefined}
        initialSortDirection={isSorted ? (sort === 'desc' ? 'DESC' : 'ASC') : undefined}
        onToggleSort={(columnId, next) => {
          const asked: SortDirection = next === 'DESC' ? 'desc' : 'asc'
          sorter.report(`${asked}:${String(columnId)}`)
          onSort?.(String(columnId), asked)
        }}
      />
    )
  }

  const hasFooter = (state === 'populated' || state === 'loading') && total > 0
  return (
    <div
      ref={rootRef}
      className="cea-list-table"
      data-refreshing={isBusy && !isSkeleton ? true : undefined}
    >
      <Table.Container className="cea-list-table__container">
        {props.title !== undefined ? (
          <Table.Title as={props.titleAs ?? 'h2'} id={titleId}>
            {props.title}
          </Table.Title>
        ) : (
          <VisuallyHidden id={titleId}>{props['aria-label']}</VisuallyHidden>
        )}
        {subtitle ? (
          <Table.Subtitle as="p" id={`${id}-subtitle`}>
            {subtitle}
          </Table.Subtitle>
        ) : null}
        {actions ? <Table.Actions>{actions}</Table.Actions> : null}
        {body}
        {hasFooter ? (
          <ListTableFooter
            page={page}
            perPage={perPage}
            total={total}
            perPageChoices={perPageChoices}
            labels={labels}
            onPage={onPage}
            onPerPage={onPerPage}
          />
        ) : null}
      </Table.Container>
    </div>
  )
}
