import { VisuallyHidden } from '@primer/react'
import { Table } from '@primer/react/experimental'
import { type ReactNode, useId, useMemo } from 'react'
import { ListMessage } from './ListMessage'
import { ListTableFooter } from './ListTableFooter'
import { ListTableGrid } from './ListTableGrid'
import { ListTableSkeleton } from './ListTableSkeleton'
import { selectColumn, toDrawnColumn } from './listTableColumns'
import type { ListTableProps, ListTableRow } from './listTableTypes'
import './listTable.css'

const defaultPerPageChoices = [10, 25, 50, 100]
const noIds: readonly number[] = []

/**
 * The table of every server-paged list of the kit, on Primer's table parts: the
 * screen maps the list machine's state to props and its events to callbacks.
 * Sorting, paging and selection are the caller's; the table draws them and
 * reports what the person asked for. Below 600 px of its own width (a
 * container query) each row becomes a card.
 *
 * `state: 'loading'` shows skeleton rows when there are no rows yet; with the
 * rows of the last answer still in `rows` (a sort, another page), they stay,
 * busy, as with `isRefreshing`: the sort button or page the person used keeps
 * the focus. Every text it says is the screen's (`labels`), in the page's
 * language: Primer's DataTable and Table.Skeleton write English ones of their
 * own, so the table draws its header and skeleton itself.
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
  const isSorted = columns.some((column) => column.id === sortColumn && column.isSortable)

  const drawnColumns = useMemo(() => {
    const shown = columns.map(toDrawnColumn)
    if (!onToggleRow || !onTogglePage) return shown
    return [
      selectColumn({ rows, selectedIds, labels, rowLabel, onToggleRow, onTogglePage }),
      ...shown,
    ]
  }, [columns, rows, selectedIds, labels, rowLabel, onToggleRow, onTogglePage])

  const isSkeleton = state === 'loading' && rows.length === 0
  const isBusy = isRefreshing || state === 'loading'

  let body: ReactNode
  if (isSkeleton) {
    body = (
      <ListTableSkeleton<Row>
        columns={columns}
        rows={Math.min(perPage, 10)}
        loading={labels.loading}
        labelledBy={titleId}
        describedBy={subtitleId}
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
      <ListTableGrid<Row>
        idPrefix={id}
        columns={drawnColumns}
        rows={rows}
        labels={labels}
        labelledBy={titleId}
        describedBy={subtitleId}
        isBusy={isBusy}
        sortColumn={isSorted ? sortColumn : ''}
        sort={sort}
        onSort={onSort}
      />
    )
  }

  const hasFooter = (state === 'populated' || state === 'loading') && total > 0
  return (
    <div className="cea-list-table" data-refreshing={isBusy && !isSkeleton ? true : undefined}>
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
