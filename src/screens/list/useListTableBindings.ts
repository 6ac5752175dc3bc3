import { useSelector } from '@xstate/react'
import type { ListTableProps, ListTableRow } from '../../components/list-table/listTableTypes'
import { perPageChoices } from '../../machines/list/listParams'
import { isFiltered as isListFiltered } from '../../machines/list/listSteps'
import { listTableState } from './listTableState'
import type { ListActorRef } from './useListUrl'

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
export function useListTableBindings(list: ListActorRef): Bindings {
  const state = useSelector(list, listTableState)
  const isRefreshing = useSelector(list, (snapshot) => snapshot.hasTag('refreshing'))
  const params = useSelector(list, (snapshot) => snapshot.context.params)
  const total = useSelector(list, (snapshot) => snapshot.context.total)
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
export function useListFiltering(list: ListActorRef) {
  const isFiltered = useSelector(list, (snapshot) => isListFiltered(snapshot.context.params))
  return { isFiltered, clearFilters: () => list.send({ type: 'list.clearFilters' }) }
}
