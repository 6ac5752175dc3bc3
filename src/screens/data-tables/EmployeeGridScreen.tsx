import { Banner, Button, Heading } from '@primer/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { type Employee, employeeSortColumns } from '../../api/types/dataTables'
import { DataGrid } from '../../components/data-grid/DataGrid'
import type { DataGridSort } from '../../components/data-grid/dataGridTypes'
import { datasetMachine } from '../../machines/data-tables/datasetMachine'
import {
  type EmployeeFilters,
  employeeListShape,
  employeeMatchKey,
  employeeWindowMachine,
  isEmployeeListFiltered,
  withFiltersCleared,
} from '../../machines/data-tables/employeeList'
import {
  gridViewFromSearch,
  gridViewKeys,
  selectedCount,
} from '../../machines/data-tables/gridView'
import { gridViewMachine } from '../../machines/data-tables/gridViewMachine'
import { useListUrl } from '../list/useListUrl'
import { useListView } from '../list/useListView'
import { employeeColumns, type FilterSetter } from './employeeColumns'
import { ClearSelectionButton, GridToolbar } from './GridToolbar'
import { sortAfter, sortingOf, useEmployeeListInput } from './gridScreenParts'
import { useEmployeeRows } from './useEmployeeRows'
import { useGridExport } from './useGridExport'
import { useGridViewUrl } from './useGridViewUrl'
import './dataTables.css'

export interface EmployeeGridScreenProps {
  /** Search pause, for stories and tests; the params always come from the URL. */
  searchDelayMs?: number
}

/** The grid's data columns: every sortable column but the id and the experience. */
const dataColumnIds = employeeSortColumns.filter((id) => id !== 'id' && id !== 'experience')

/** /datatables/advance: every employee in one virtual grid, its whole view in the URL. */
export function EmployeeGridScreen({ searchDelayMs }: EmployeeGridScreenProps) {
  const { t, i18n } = useTranslation()
  const { input, search } = useEmployeeListInput(searchDelayMs)
  const list = useActorRef(employeeWindowMachine, { input })
  const viewActor = useActorRef(gridViewMachine, {
    input: { view: gridViewFromSearch(search, dataColumnIds) },
  })
  const dataset = useActorRef(datasetMachine)
  useListUrl(list, employeeListShape, gridViewKeys)
  useGridViewUrl(viewActor, dataColumnIds)
  const listView = useListView(list)
  const { params } = listView
  const view = useSelector(viewActor, (snapshot) => snapshot.context.view)
  const size = useSelector(dataset, (snapshot) => snapshot.context.size)
  const switches = useSelector(dataset, (snapshot) => snapshot.context.switches)
  const failedSize = useSelector(dataset, (snapshot) => snapshot.context.failed)
  const exporter = useGridExport()
  const rows = useEmployeeRows(viewActor)

  const isInBrowser = useSelector(list, (snapshot) => snapshot.context.heldRows !== null)

  // The 50-row sample is fetched once and queried in the browser; larger sets are read by windows.
  useEffect(() => {
    if (size === null) return
    list.send({ type: 'list.source', local: size === 50 })
    if (size !== 50 && switches > 0) list.send({ type: 'list.refetch' })
  }, [list, size, switches])
  // "All matching" means the rows of one query: a new search or filter drops it.
  const queryKey = employeeMatchKey(params)
  const askedKey = useRef(queryKey)
  useEffect(() => {
    if (askedKey.current === queryKey) return
    askedKey.current = queryKey
    viewActor.send({ type: 'query.changed' })
  }, [viewActor, queryKey])

  // The list view's callbacks keep their identity as long as the list.
  const filterList = listView.filter
  const setFilter = useCallback<FilterSetter>(
    (name, value) => filterList(name, value),
    [filterList],
  )
  const columns = useMemo(
    () => employeeColumns(t, i18n.language, { values: params.filters, set: setFilter }),
    [t, i18n.language, params.filters, setFilter],
  )
  const sorting: DataGridSort = useMemo(() => sortingOf(params), [params])
  const total = listView.total
  const count = selectedCount(view.selection, total)
  const number = new Intl.NumberFormat(i18n.language)
  // A column the order leaves out (hidden when it was set) comes back at the end.
  const orderedIds = [...view.order, ...dataColumnIds.filter((id) => !view.order.includes(id))]
  const shownColumns = orderedIds
    .map((id) => columns.find((column) => column.id === id))
    .filter((column) => column !== undefined)
    .filter((column) => !view.hidden.includes(column.id))

  return (
    <div className="cea-data-tables">
      <Heading as="h1" className="cea-data-tables__title">
        {t('dataTables.advance.title')}
      </Heading>
      <GridToolbar
        searchText={listView.searchText}
        onSearch={listView.search}
        columns={columns}
        view={view}
        onView={(event) => viewActor.send(event)}
        size={size}
        onSize={(next) => dataset.send({ type: 'dataset.set', size: next })}
        isExporting={exporter.state === 'exporting'}
        onExport={(format) =>
          void exporter.exportRows(format, params, view.selection, shownColumns)
        }
      />
      {failedSize !== null ? (
        <Banner
          variant="critical"
          title={t('dataTables.datasetFailed', { rows: number.format(failedSize) })}
          primaryAction={
            <Banner.PrimaryAction onClick={() => dataset.send({ type: 'dataset.retry' })}>
              {t('dataTables.retry')}
            </Banner.PrimaryAction>
          }
        />
      ) : null}
      {exporter.state === 'failed' ? (
        <Banner variant="critical" title={t('dataTables.exportFailed')} hideTitle />
      ) : null}
      {isInBrowser ? <p className="cea-data-tables__note">{t('dataTables.inBrowser')}</p> : null}
      <div className="cea-data-tables__selection">
        <p role="status">
          {listView.state === 'loading'
            ? t('dataTables.loading')
            : t('dataTables.announce', {
                count: total,
                rows: number.format(total),
                sort: sortDescription(t, sorting, columns),
              })}
        </p>
        {count > 0 ? (
          <span>{t('dataTables.selected', { count, rows: number.format(count) })}</span>
        ) : null}
        {view.selection.kind === 'some' && total > 0 && listView.state === 'populated' ? (
          <Button size="small" onClick={() => viewActor.send({ type: 'selection.allMatching' })}>
            {t('dataTables.selectAllMatching', { count: total, rows: number.format(total) })}
          </Button>
        ) : null}
        {count > 0 ? (
          <ClearSelectionButton onClear={() => viewActor.send({ type: 'selection.clear' })} />
        ) : null}
      </div>
      <DataGrid<Employee>
        label={t('dataTables.advance.grid')}
        columns={columns}
        total={total}
        rowAt={listView.rowAt}
        indexOfRow={listView.indexOf}
        onShow={listView.show}
        state={listView.state}
        isBusy={listView.isRefreshing}
        sorting={sorting}
        onSort={(id, isMulti) =>
          list.send({ type: 'list.params', params: sortAfter(params, id, isMulti) })
        }
        hidden={view.hidden}
        pinned={view.pinned}
        order={view.order}
        onMoveColumn={(id, step) =>
          viewActor.send({ type: 'column.move', id, step, columns: shownColumns.map((c) => c.id) })
        }
        onPlaceColumn={(id, overId) =>
          viewActor.send({
            type: 'column.place',
            id,
            overId,
            columns: orderedIds,
          })
        }
        density={view.density}
        {...rows}
        onRetry={listView.retry}
        emptyAction={
          isEmployeeListFiltered(params) ? (
            <Button
              onClick={() => list.send({ type: 'list.params', params: withFiltersCleared(params) })}
            >
              {t('dataTables.clearFilters')}
            </Button>
          ) : undefined
        }
      />
    </div>
  )
}

function sortDescription(
  t: ReturnType<typeof useTranslation>['t'],
  sorting: DataGridSort,
  columns: ReadonlyArray<{ id: string; header: string }>,
): string {
  if (sorting.length === 0) return t('dataTables.unsorted')
  return sorting
    .map((key) =>
      t(key.desc ? 'dataTables.sortedDesc' : 'dataTables.sortedAsc', {
        column: columns.find((column) => column.id === key.id)?.header ?? key.id,
      }),
    )
    .join(', ')
}

export type { EmployeeFilters }
