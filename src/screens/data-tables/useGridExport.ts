import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Employee } from '../../api/types/dataTables'
import type { DataGridColumn } from '../../components/data-grid/dataGridTypes'
import type { EmployeeParams } from '../../machines/data-tables/employeeList'
import { exportedEmployees, rowsToCsv } from '../../machines/data-tables/gridExport'
import type { GridSelection } from '../../machines/data-tables/gridView'
import { exportValue } from './employeeColumns'

/** Offers a file to the browser's downloads. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Export of the current view: the selection (or every match), the columns shown, as CSV. */
export function useGridExport() {
  const { t } = useTranslation()
  const [state, setState] = useState<'idle' | 'exporting' | 'failed'>('idle')
  const exportCsv = async (
    params: EmployeeParams,
    selection: GridSelection,
    columns: ReadonlyArray<DataGridColumn<Employee>>,
  ) => {
    setState('exporting')
    try {
      const rows = await exportedEmployees(params, selection)
      const csv = rowsToCsv(
        columns.map((column) => ({
          header: column.header,
          value: (row: Employee) => exportValue(row, column.id, t),
        })),
        rows,
      )
      download('employees.csv', csv)
      setState('idle')
    } catch {
      setState('failed')
    }
  }
  return { state, exportCsv }
}
