import { useMemo, useState } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import type { DataGridLabels, DataGridSort } from '../../components/data-grid/dataGridTypes'
import { type EmployeeParams, employeeListShape } from '../../machines/data-tables/employeeList'
import { paramsFromSearch } from '../../machines/list/listParams'

/** The sort keys of the list's params: the sort column, then `thenBy`'s keys. */
export function sortingOf(params: EmployeeParams): DataGridSort {
  if (!params.sortColumn) return []
  const further = params.filters.thenBy
    .split(',')
    .filter(Boolean)
    .map((key) => {
      const [id = '', direction] = key.split(':')
      return { id, desc: direction === 'desc' }
    })
  return [{ id: params.sortColumn, desc: params.sort === 'desc' }, ...further]
}

/**
 * The params after a header asks to sort: a click sorts by that column alone (ascending, then
 * descending); with Shift, the column is added as a further key, or its direction flips.
 */
export function sortAfter(params: EmployeeParams, id: string, isMulti: boolean): EmployeeParams {
  const keys = [...sortingOf(params)]
  const at = keys.findIndex((key) => key.id === id)
  let next: Array<{ id: string; desc: boolean }>
  if (!isMulti) next = [{ id, desc: at === 0 && keys.length === 1 ? !keys[0]?.desc : false }]
  else if (at >= 0) next = keys.map((key, index) => (index === at ? { id, desc: !key.desc } : key))
  else next = [...keys, { id, desc: false }]
  const [first, ...rest] = next
  return {
    ...params,
    page: 1,
    sortColumn: first?.id ?? '',
    sort: first?.desc ? 'desc' : 'asc',
    filters: {
      ...params.filters,
      thenBy: rest.map((key) => `${key.id}:${key.desc ? 'desc' : 'asc'}`).join(','),
    },
  }
}

/** The grid's words in the page's language: the same object until the language changes. */
export function useGridLabels(): DataGridLabels {
  const { t } = useTranslation()
  return useMemo(() => gridLabels(t), [t])
}

function gridLabels(t: TFunction): DataGridLabels {
  return {
    empty: t('dataTables.empty'),
    error: t('dataTables.error'),
    retry: t('dataTables.retry'),
    selectShown: t('dataTables.selectShown'),
    selectRow: (name) => t('dataTables.selectRow', { name }),
    expandRow: (name) => t('dataTables.expandRow', { name }),
    collapseRow: (name) => t('dataTables.collapseRow', { name }),
    detailsColumn: t('dataTables.details'),
    sortHint: t('dataTables.sortHint'),
    resizeColumn: (header) => t('dataTables.resize', { column: header }),
    columnDrag: {
      instructions: t('dataTables.columnDrag.instructions'),
      start: (column, place) => t('dataTables.columnDrag.start', { column, ...place }),
      over: (column, place) => t('dataTables.columnDrag.over', { column, ...place }),
      end: (column, place) => t('dataTables.columnDrag.end', { column, ...place }),
      cancel: (column) => t('dataTables.columnDrag.cancel', { column }),
    },
  }
}

/** The list's input from the URL the screen opened on (kept for the screen's life), and that URL. */
export function useEmployeeListInput(searchDelayMs: number | undefined) {
  const [search] = useSearchParams()
  const [input] = useState(() => ({
    params: paramsFromSearch(search, employeeListShape),
    searchDelayMs,
  }))
  return { input, search }
}
