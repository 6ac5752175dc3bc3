import type { ListCardGridProps } from '../../components/list-grid/ListCardGrid'
import type { ListTableProps, ListTableRow } from '../../components/list-table/listTableTypes'
import type { ListFilters } from '../../machines/list/listParams'
import type { PagedListView } from './useListView'

type Paged<Row extends ListTableRow> = Pick<
  ListCardGridProps<Row>,
  | 'rows'
  | 'state'
  | 'isRefreshing'
  | 'page'
  | 'perPage'
  | 'total'
  | 'perPageChoices'
  | 'onPage'
  | 'onPerPage'
  | 'onRetry'
>

/** What a paged list view gives any paged list (`ListTable`, `ListCardGrid`): rows, state, paging, retry. */
export function listPagingProps<Row extends ListTableRow, Filters extends ListFilters>(
  view: PagedListView<Row, Filters>,
): Paged<Row> {
  return {
    rows: view.rows,
    state: view.state,
    isRefreshing: view.isRefreshing,
    page: view.page,
    perPage: view.perPage,
    total: view.total,
    perPageChoices: view.perPageChoices,
    onPage: view.goToPage,
    onPerPage: view.setPerPage,
    onRetry: view.retry,
  }
}

/** The `ListTable` props a paged list view drives: its paging, and the server's sort. */
export function listTableProps<Row extends ListTableRow, Filters extends ListFilters>(
  view: PagedListView<Row, Filters>,
): Paged<Row> & Pick<ListTableProps<Row>, 'sortColumn' | 'sort' | 'onSort'> {
  return {
    ...listPagingProps(view),
    sortColumn: view.params.sortColumn,
    sort: view.params.sort,
    onSort: view.sortBy,
  }
}

/** The row checkboxes of a `ListTable` whose rows can be selected (for bulk actions). */
export function listTableSelection<Row extends ListTableRow, Filters extends ListFilters>(
  view: PagedListView<Row, Filters>,
): Pick<ListTableProps<Row>, 'selectedIds' | 'onToggleRow' | 'onTogglePage'> {
  return {
    selectedIds: view.selectedIds,
    onToggleRow: view.toggleRow,
    onTogglePage: view.togglePage,
  }
}
