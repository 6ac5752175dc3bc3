import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Employee } from '../../api/types/dataTables'
import type { DataGridColumn } from '../../components/data-grid/dataGridTypes'
import type { EmployeeParams } from '../../machines/data-tables/employeeList'
import {
  type ExportColumn,
  exportedEmployees,
  rowsToCsv,
} from '../../machines/data-tables/gridExport'
import type { GridSelection } from '../../machines/data-tables/gridView'
import { rowsToXlsx, xlsxType } from '../../machines/data-tables/gridWorkbook'
import { exportValue } from './employeeColumns'

export type ExportFormat = 'csv' | 'xlsx'

/** Offers a file to the browser's downloads. */
function download(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** The file of `format` holding `rows` (ExcelJS is loaded only when a workbook is asked for). */
async function exportFile(
  format: ExportFormat,
  sheetName: string,
  columns: ReadonlyArray<ExportColumn<Employee>>,
  rows: readonly Employee[],
): Promise<Blob> {
  if (format === 'csv')
    return new Blob([rowsToCsv(columns, rows)], { type: 'text/csv;charset=utf-8' })
  return new Blob([await rowsToXlsx(sheetName, columns, rows)], { type: xlsxType })
}

/** Export of the current view: the selection (or every match), the columns shown, CSV or XLSX. */
export function useGridExport() {
  const { t } = useTranslation()
  const [state, setState] = useState<'idle' | 'exporting' | 'failed'>('idle')
  const exportRows = async (
    format: ExportFormat,
    params: EmployeeParams,
    selection: GridSelection,
    columns: ReadonlyArray<DataGridColumn<Employee>>,
  ) => {
    setState('exporting')
    try {
      const rows = await exportedEmployees(params, selection)
      const exported = columns.map((column) => ({
        header: column.header,
        value: (row: Employee) => exportValue(row, column.id, t),
      }))
      const sheetName = t('dataTables.advance.title')
      download(`employees.${format}`, await exportFile(format, sheetName, exported, rows))
      setState('idle')
    } catch {
      setState('failed')
    }
  }
  return { state, exportRows }
}
