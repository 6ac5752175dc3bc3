import { DownloadIcon } from '@primer/octicons-react'
import { Button, Heading } from '@primer/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Employee } from '../../api/types/dataTables'
import { DataGrid } from '../../components/data-grid/DataGrid'
import { ListTablePages } from '../../components/list-table/ListTablePages'
import { employeeListShape, employeePageMachine } from '../../machines/data-tables/employeeList'
import { gridViewMachine } from '../../machines/data-tables/gridViewMachine'
import { lastPage } from '../../machines/list/listParams'
import { useListUrl } from '../list/useListUrl'
import { useListView } from '../list/useListView'
import { employeeColumns } from './employeeColumns'
import { sortingOf, useEmployeeListInput } from './gridScreenParts'
import { useEmployeeRows } from './useEmployeeRows'
import { ClearSelectionButton, SearchField } from './GridToolbar'
import { useGridExport } from './useGridExport'
import './dataTables.css'

/** The basic table hides, pins and reorders no column. */
const noColumns: readonly string[] = []

/**
 * /datatables/basic: the same grid in pages of 10 (SPEC §9) — search, sort, selection across
 * pages with a bulk export, rows that open, export of the matching rows.
 */
export function BasicDataTableScreen({ searchDelayMs }: { searchDelayMs?: number }) {
  const { t, i18n } = useTranslation()
  const { input } = useEmployeeListInput(searchDelayMs)
  const list = useActorRef(employeePageMachine, { input })
  useListUrl(list, employeeListShape)
  const view = useListView(list)
  // The grid's view machine keeps the picked rows and the opened ones across pages.
  const viewActor = useActorRef(gridViewMachine, { input: {} })
  const selection = useSelector(viewActor, (snapshot) => snapshot.context.view.selection)
  const selectedIds = selection.kind === 'some' ? selection.ids : []
  const exporter = useGridExport()
  const rows = useEmployeeRows(viewActor)
  const columns = useMemo(() => employeeColumns(t, i18n.language), [t, i18n.language])
  const number = new Intl.NumberFormat(i18n.language)
  const from = (view.page - 1) * view.perPage + 1
  const exportSelection = (ids: readonly number[]) =>
    void exporter.exportRows('csv', view.params, { kind: 'some', ids }, columns)

  return (
    <div className="cea-data-tables">
      <Heading as="h1" className="cea-data-tables__title">
        {t('dataTables.basic.title')}
      </Heading>
      <div className="cea-grid-toolbar">
        <SearchField text={view.searchText} onSearch={view.search} />
        <Button
          leadingVisual={DownloadIcon}
          loading={exporter.state === 'exporting'}
          loadingAnnouncement={t('dataTables.exporting')}
          onClick={() => exportSelection([])}
        >
          {t('dataTables.exportCsv')}
        </Button>
        {selectedIds.length > 0 ? (
          <>
            <span>
              {t('dataTables.selected', {
                count: selectedIds.length,
                rows: number.format(selectedIds.length),
              })}
            </span>
            <Button size="small" onClick={() => exportSelection(selectedIds)}>
              {t('dataTables.basic.bulkAction')}
            </Button>
            <ClearSelectionButton onClear={() => viewActor.send({ type: 'selection.clear' })} />
          </>
        ) : null}
      </div>
      <DataGrid<Employee>
        label={t('dataTables.basic.table')}
        columns={columns}
        total={view.rows.length}
        rowAt={(index) => view.rows[index]}
        state={view.state}
        isBusy={view.isRefreshing}
        sorting={sortingOf(view.params)}
        onSort={(id) =>
          view.sortBy(
            id,
            view.params.sortColumn === id && view.params.sort === 'asc' ? 'desc' : 'asc',
          )
        }
        hidden={noColumns}
        pinned={noColumns}
        order={noColumns}
        density="normal"
        {...rows}
        onRetry={view.retry}
      />
      {view.state === 'populated' ? (
        <div className="cea-data-tables__selection">
          <p>
            {t('dataTables.showing', {
              from: number.format(from),
              to: number.format(from + view.rows.length - 1),
              total: number.format(view.total),
            })}
          </p>
          <ListTablePages
            page={view.page}
            pageCount={lastPage(view.total, view.perPage)}
            onPage={view.goToPage}
            labels={{
              pagination: t('dataTables.basic.pages'),
              previous: t('listTable.previous'),
              next: t('listTable.next'),
              page: (page) => t('listTable.page', { page: number.format(page) }),
              pageNumber: (page) => number.format(page),
            }}
          />
        </div>
      ) : null}
    </div>
  )
}
