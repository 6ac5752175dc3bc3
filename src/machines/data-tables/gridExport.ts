// Export of the grid's current view: the selected rows (or, with none selected, every matching
// row), in the query's order, the visible columns in their order, as CSV.
import { fetchDataTableWindow } from '../../api/dataTables'
import type { Employee } from '../../api/types/dataTables'
import { type EmployeeParams, employeeQuery, exportBlockSize } from './employeeList'
import type { GridSelection } from './gridView'

export interface ExportColumn<Row> {
  header: string
  value: (row: Row) => string | number
}

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection).
const formulaStart = /^[=+\-@\t\r]/

/** A cell's text as a spreadsheet reads it safely: a leading = + - @ (or tab, CR) is quoted away. */
export function defusedCell(value: string | number): string {
  const text = String(value)
  return typeof value === 'string' && formulaStart.test(text) ? `'${text}` : text
}

function csvField(value: string | number): string {
  const text = defusedCell(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** RFC 4180 CSV (CRLF line ends), with a byte order mark so spreadsheets read it as UTF-8. */
export function rowsToCsv<Row>(columns: ReadonlyArray<ExportColumn<Row>>, rows: readonly Row[]) {
  const lines = [columns.map((column) => csvField(column.header)).join(',')]
  for (const row of rows) lines.push(columns.map((column) => csvField(column.value(row))).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** The rows an export holds: the selection's, or every match, in the query's order. */
export async function exportedEmployees(
  params: EmployeeParams,
  selection: GridSelection,
  signal?: AbortSignal,
): Promise<Employee[]> {
  const query = employeeQuery(params)
  const picked = selection.kind === 'some' && selection.ids.length > 0 ? selection.ids : null
  const rows: Employee[] = []
  for (let offset = 0; ; offset += exportBlockSize) {
    const block = await fetchDataTableWindow(
      {
        ...query,
        ...(picked ? { id: picked.map(String) } : {}),
        offset,
        limit: exportBlockSize,
      },
      signal,
    )
    rows.push(...block.invoices)
    if (block.invoices.length < exportBlockSize || rows.length >= block.total) break
  }
  if (selection.kind === 'allMatching') {
    const left = new Set(selection.except)
    return rows.filter((row) => !left.has(row.id))
  }
  return rows
}
