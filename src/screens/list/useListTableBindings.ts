import { useSelector } from '@xstate/react'
import type { ListTableProps, ListTableRow } from '../../components/list-table/listTableTypes'
import type { ListActorRef } from '../../machines/list/listMachine'
import { isFiltered as isListFiltered, type ListFilters } from '../../machines/list/listParams'
import type { ListRow } from '../../machines/list/listSteps'
import { listTableState } from './listTableState'

type Bindings = Pick<
  ListTableProps<ListTableRow>,
  | 'state'
  | 'isRefreshing'
  | 'sortColumn'
  | 'sort'
  | 'onSort'
  | 'page'
  | 'perPage'
  | 'total'
  | 'perPageChoices'
  | 'onPage'
  | 'onPerPage'
  | 'onRetry'
>

/** The `ListTable` props a list machine drives: state, sort, paging and retry. */
export function useListTableBindings<Row extends ListRow, Filters extends ListFilters, Summary>(
  list: ListActorRef<Row, Filters, Summary>,
): Bindings {
  const state = useSelector(list, listTableState)
  const isRefreshing = useSelector(list, (snapshot) => snapshot.hasTag('refreshing'))
  const params = useSelector(list, (snapshot) => snapshot.context.params)
  const total = useSelector(list, (snapshot) => snapshot.context.total)
  const perPageChoices = useSelector(list, (snapshot) => snapshot.context.perPageChoices)
  return {
    state,
    isRefreshing,
    sortColumn: params.sortColumn,
    sort: params.sort,
    onSort: (column, direction) => list.send({ type: 'list.sort', column, direction }),
    page: params.page,
    perPage: params.perPage,
    total,
    perPageChoices,
    onPage: (page) => list.send({ type: 'list.page', page }),
    onPerPage: (perPage) => list.send({ type: 'list.perPage', perPage }),
    onRetry: () => list.send({ type: 'list.retry' }),
  }
}

/** Whether a search or filter narrows the list, and the way back to every row. */
export function useListFiltering<Row extends ListRow, Filters extends ListFilters, Summary>(
  list: ListActorRef<Row, Filters, Summary>,
) {
  const isFiltered = useSelector(list, (snapshot) => isListFiltered(snapshot.context.params))
  return { isFiltered, clearFilters: () => list.send({ type: 'list.clearFilters' }) }
}
